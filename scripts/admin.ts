// `npm run admin -- <command>`: back-office accounts from the shell, for scripted set-ups.
//   create-owner    --email E --password P [--name "First Last"]
//   add-staff       --email E [--password P] [--name "First Last"] [--permissions orders,catalogue]
//                   (an existing account keeps its password)
//   set-permissions --email E --permissions orders,catalogue   (validated against the grantable list)
//   remove-staff    --email E
// On PostgreSQL it works while the shop runs; on the embedded database a running server holds the data
// directory, and the command stops with the message naming that process.
import { closeDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors/domain-error';
import { runAdminCommand } from './admin-commands';

runAdminCommand(process.argv.slice(2))
  .then(async (message) => {
    console.log(message);
    await closeDb();
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof DomainError || error instanceof Error ? error.message : String(error));
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
