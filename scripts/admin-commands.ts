// The commands of `npm run admin` (scripts/admin.ts), apart from the process around them so that tests run
// them as the shell would: arguments in, the line to print out, an Error with the usage on bad input.
import { parseArgs } from 'node:util';
import {
  addStaffAccount,
  createOwnerAccount,
  removeStaffAccount,
  setStaffPermissions,
} from '@/lib/server/staff/staff-accounts';
import { GRANTABLE_PERMISSIONS } from '@/lib/shared/back-office/permissions';
import { emailSchema, passwordSchema, splitFullName } from '@/lib/shared/schemas/auth-schema';
import { staffPermissionListSchema } from '@/lib/shared/schemas/admin-staff-schema';

const GRANTABLE = GRANTABLE_PERMISSIONS.join(',');

export const ADMIN_USAGE = `Usage:
  npm run admin -- create-owner --email E --password P [--name "First Last"]
  npm run admin -- add-staff --email E [--password P] [--name "First Last"] [--permissions LIST]
  npm run admin -- set-permissions --email E --permissions LIST
  npm run admin -- remove-staff --email E
LIST: comma-separated, any of ${GRANTABLE} ('' for none); add-staff gives all but rates without it.`;

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
type Schema<T> = { safeParse(v: unknown): Parsed<T> };

function checked<T>(schema: Schema<T>, value: unknown, flag: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`${flag}: ${result.error.issues.map((i) => i.message).join('; ')}\n${ADMIN_USAGE}`);
}

/** Runs one command (`args` as after `npm run admin --`); answers what to print. */
export async function runAdminCommand(args: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      permissions: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  if (values.help || !command) return ADMIN_USAGE;
  const email = checked(emailSchema, values.email ?? '', '--email');
  const { first_name, last_name } = splitFullName(values.name ?? '');
  const given = values.permissions;
  const permissions = given === undefined ? undefined : checked(staffPermissionListSchema, given, '--permissions');
  const actor = { label: 'cli' as const };
  switch (command) {
    case 'create-owner': {
      const password = checked(passwordSchema, values.password ?? '', '--password');
      const input = { email, password, firstName: first_name || 'Owner', lastName: last_name };
      const owner = await createOwnerAccount(input, actor);
      return `Owner account ready: ${owner.email}. Sign in at /login to open /admin.`;
    }
    case 'add-staff': {
      const password = values.password === undefined ? null : checked(passwordSchema, values.password, '--password');
      const input = { email, password, firstName: first_name || 'Staff', lastName: last_name, permissions };
      const staff = await addStaffAccount(input, actor);
      return `${staff.created ? 'Staff account created' : 'Staff role given to the existing account'}: ${staff.email}.`;
    }
    case 'set-permissions': {
      if (permissions === undefined) throw new Error(`--permissions is required\n${ADMIN_USAGE}`);
      await setStaffPermissions(email, permissions, actor);
      return `${email} may now: ${permissions.join(', ') || 'nothing in the back office'}.`;
    }
    case 'remove-staff':
      await removeStaffAccount(email, actor);
      return `${email} is a shopper's account again; its sessions have ended.`;
    default:
      throw new Error(`Unknown command "${command}".\n${ADMIN_USAGE}`);
  }
}
