import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface SectionBoundaryProps {
  children?: ReactNode;
  /** Shown in the fallback, e.g. "the avatar". */
  label?: string;
}

interface State {
  error: Error | null;
}

/** Keeps one failing section from blanking the whole screen. */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Section failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title="This section could not be shown" role="alert">
        Something went wrong while showing {this.props.label ?? 'this part of the page'}.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </Alert>
    );
  }
}
