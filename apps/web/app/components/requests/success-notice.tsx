import type { ReactNode } from 'react';

/** What a request's page or list says after the exporter's action: kept, submitted, deleted. */
export function SuccessNotice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-[15px] font-semibold text-green-900"
      data-testid={testId}
    >
      {children}
    </p>
  );
}
