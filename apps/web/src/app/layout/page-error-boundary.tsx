import { Component, type ReactNode } from 'react';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';

/**
 * What shows when a part of the page could not be drawn, most often code loaded on demand whose
 * download failed (a dropped connection, or a new release that replaced the old files): the
 * product's message and a Reload button instead of a blank app (docs/decisions/294). Navigating to
 * another address (`resetKey`) draws again; code whose download failed stays failed until Reload.
 */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { hasFailed: boolean; failedAt?: string }
> {
  override state = { hasFailed: false, failedAt: undefined as string | undefined };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate() {
    if (
      this.state.hasFailed &&
      this.state.failedAt !== undefined &&
      this.state.failedAt !== this.props.resetKey
    ) {
      this.setState({ hasFailed: false, failedAt: undefined });
    }
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    const { title, description } = MESSAGES.pageLoadFailed;
    return (
      <StatusMessage title={title} description={description}>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </StatusMessage>
    );
  }
}
