import { Component, type ReactNode } from 'react';
import { diagnoseChunkFailure, type ChunkFailure } from './chunkFailure';
import { StatusPage } from './StatusPage';

interface Props {
  children: ReactNode;
  /** Inside the shell's <main>: the message is a section of it, not a page of its own. */
  inShell?: boolean;
}

interface State {
  error: Error | null;
  cause: ChunkFailure | null;
}

/**
 * A chunk that fails to load ends in a reload prompt, never a blank page; the prompt says what
 * happened (no connection, a new version published, or a part that failed), never guesses.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: null, cause: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch() {
    void diagnoseChunkFailure().then((cause) => this.setState({ cause }));
  }

  render() {
    if (!this.state.error) return this.props.children;
    // Until the diagnosis is in (one request), the neutral wording.
    const cause = this.state.cause ?? 'failed';
    return (
      <StatusPage
        code="!"
        inShell={this.props.inShell}
        titleKey={`app.chunk_error.${cause}.title`}
        textKey={`app.chunk_error.${cause}.text`}
        actionKey="app.chunk_error.reload"
        onAction={() => window.location.reload()}
      />
    );
  }
}
