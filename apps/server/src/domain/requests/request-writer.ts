import type { Database } from '@portal/db';
import type { JobQueue } from '../../jobs/queue';
import type { ExporterScope } from '../access/scope';

/**
 * What the exporter's write calls need besides their body: whose company (a scope built for
 * filing, decision 024), from where, and how to mail.
 */
export type RequestWriteContext = {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  scope: ExporterScope;
  ip: string;
};
