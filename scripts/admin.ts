// `npm run admin -- <command>`: back-office accounts from the shell, for scripted set-ups.
//   create-owner --email E --password P [--name "First Last"]
//   add-staff    --email E [--password P] [--name "First Last"]   (an existing account keeps its password)
//   remove-staff --email E
// On PostgreSQL it works while the shop runs; on the embedded database a running server holds the data
// directory, and the command stops with the message naming that process.
import { parseArgs } from 'node:util';
import { closeDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors/domain-error';
import { addStaffAccount, createOwnerAccount, removeStaffAccount } from '@/lib/server/staff/staff-accounts';
import { emailSchema, passwordSchema, splitFullName } from '@/lib/shared/schemas/auth-schema';

const USAGE = `Usage:
  npm run admin -- create-owner --email E --password P [--name "First Last"]
  npm run admin -- add-staff --email E [--password P] [--name "First Last"]
  npm run admin -- remove-staff --email E`;

function checked<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, value: unknown, flag: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${flag}: ${result.error.issues[0]?.message}\n${USAGE}`);
  return result.data;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const email = checked(emailSchema, values.email ?? '', '--email');
  const { first_name, last_name } = splitFullName(values.name ?? '');
  const actor = { label: 'cli' as const };
  switch (command) {
    case 'create-owner': {
      const password = checked(passwordSchema, values.password ?? '', '--password');
      const owner = await createOwnerAccount({ email, password, firstName: first_name || 'Owner', lastName: last_name }, actor);
      console.log(`Owner account ready: ${owner.email}. Sign in at /login to open /admin.`);
      break;
    }
    case 'add-staff': {
      const password = values.password === undefined ? null : checked(passwordSchema, values.password, '--password');
      const staff = await addStaffAccount({ email, password, firstName: first_name || 'Staff', lastName: last_name }, actor);
      console.log(`${staff.created ? 'Staff account created' : 'Staff role given to the existing account'}: ${staff.email}.`);
      break;
    }
    case 'remove-staff':
      await removeStaffAccount(email, actor);
      console.log(`${email} is a shopper's account again; its sessions have ended.`);
      break;
    default:
      throw new Error(`Unknown command "${command}".\n${USAGE}`);
  }
}

main()
  .then(() => closeDb())
  .catch(async (error: unknown) => {
    console.error(error instanceof DomainError || error instanceof Error ? error.message : String(error));
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
