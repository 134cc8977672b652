import type { ReactNode } from 'react';
import { ErrorIcon, SuccessIcon } from './plainIcons';

/** An alert of the pages drawn without MUI (src/ui/plain.css), as MUI's standard one. */
export function PlainAlert({ severity, children }: { severity: 'error' | 'success'; children: ReactNode }) {
  // An error is announced at once; a confirmation politely.
  return (
    <div className={`p-alert p-alert--${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
      {severity === 'error' ? <ErrorIcon /> : <SuccessIcon />}
      <div className="p-alert-text">{children}</div>
    </div>
  );
}
