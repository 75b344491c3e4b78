import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { EmailSchema, localizeIssue, PasswordSchema, PhoneSchema, ROLES } from '@portal/contract';
import { createDb, type DbHandle } from '@portal/db';
import { ConfigError, loadConfig } from '../config';
import { createUser } from '../domain/users/create-user';
import { AppError } from '../lib/app-error';
import { getPasswordHashOptions } from '../lib/password';

const USAGE = `Usage: npm run user:create -- --role <${ROLES.join('|')}> --email <e-mail> --password <password>
         [--name <name>] [--surname <surname>] [--phone <phone>]

Creates an account with registration complete (step 5), e-mail and phone treated as verified,
and approved, in the configured database (DATABASE_URL, else PGlite in DATA_DIR; stop the
portal first when it runs on PGlite, which one process at a time may open).`;

const name = z.string().trim().min(1).max(100).optional();
const ArgsSchema = z.strictObject({
  role: z.enum(ROLES),
  email: EmailSchema,
  password: PasswordSchema,
  name,
  surname: name,
  phone: PhoneSchema.optional(),
});

type Output = { out: (line: string) => void; err: (line: string) => void };

/**
 * `npm run user:create` (issue 3, DOMAIN: back-office accounts). Answers the exit code; `openDb`
 * lets tests use their own database.
 */
export async function runUserCreate(options: {
  argv: string[];
  env?: Record<string, string | undefined>;
  output?: Output;
  openDb?: () => Promise<DbHandle>;
}): Promise<number> {
  const output = options.output ?? {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: options.argv,
      options: {
        role: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        surname: { type: 'string' },
        phone: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    output.out(USAGE);
    return 0;
  }
  const parsed = ArgsSchema.safeParse(values, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const option = String(issue.path[0] ?? '');
      const text = option === 'role' ? `must be one of ${ROLES.join(', ')}` : localizeIssue(issue, 'en');
      output.err(`--${option}: ${text}`);
    }
    output.err(`\n${USAGE}`);
    return 2;
  }
  const args = parsed.data;

  let config;
  try {
    config = loadConfig(options.env ?? process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
  const dbHandle =
    (await options.openDb?.()) ??
    (await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 }));
  try {
    await dbHandle.migrate();
    const user = await createUser({
      db: dbHandle.db,
      passwordHash: getPasswordHashOptions(config),
      email: args.email,
      password: args.password,
      role: args.role,
      registrationStep: 5,
      name: args.name ?? '',
      surname: args.surname ?? '',
      phone: args.phone ?? null,
      isApproved: true,
    });
    const where =
      dbHandle.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
    output.out(
      `Created ${user.role} ${user.email} (id ${user.id}) in ${where}: registration complete, ` +
        `e-mail${user.phone ? ' and phone' : ''} verified, approved.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'auth.email_taken') {
      output.err(`An account with the e-mail ${args.email} already exists; nothing was changed.`);
      return 1;
    }
    throw error;
  } finally {
    if (!options.openDb) await dbHandle.close();
  }
}

const isEntry = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  runUserCreate({ argv: process.argv.slice(2) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
