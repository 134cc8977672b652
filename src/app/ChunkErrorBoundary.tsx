import { Component, type ReactNode } from 'react';
import { StatusPage } from './StatusPage';

interface State {
  error: Error | null;
}

/** A chunk that fails to load (a new deploy, a dropped connection) ends in a reload prompt, never a blank page. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <StatusPage
        code="!"
        titleKey="app.chunk_error.title"
        textKey="app.chunk_error.text"
        actionKey="app.chunk_error.reload"
        onAction={() => window.location.reload()}
      />
    );
  }
}
