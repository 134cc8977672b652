import { Component, useEffect, useState, type ReactNode } from 'react';
import { diagnoseChunkFailure, type ChunkFailure } from './chunkFailure';
import { StatusPage } from './StatusPage';

interface Props {
  children: ReactNode;
  /** Inside the shell's <main>: the message is a section of it, not a page of its own. */
  inShell?: boolean;
}

interface State {
  error: Error | null;
}

/**
 * The reload prompt: it says what happened (no connection, a new version published, or a part
 * that failed), found out once it is shown, and never guesses.
 */
function FailurePage({ inShell = false }: { inShell?: boolean }) {
  const [cause, setCause] = useState<ChunkFailure | null>(null);
  useEffect(() => {
    let shown = true;
    void diagnoseChunkFailure().then((found) => shown && setCause(found));
    return () => {
      shown = false;
    };
  }, []);
  // Until the diagnosis is in (one request), the neutral wording.
  const shownCause = cause ?? 'failed';
  return (
    <StatusPage
      code="!"
      inShell={inShell}
      titleKey={`app.chunk_error.${shownCause}.title`}
      textKey={`app.chunk_error.${shownCause}.text`}
      actionKey="app.chunk_error.reload"
      onAction={() => window.location.reload()}
    />
  );
}

/**
 * A chunk that fails to load ends in a reload prompt, never a blank page; the prompt says what
 * happened (no connection, a new version published, or a part that failed), never guesses.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    return this.state.error ? <FailurePage inShell={this.props.inShell} /> : this.props.children;
  }
}
