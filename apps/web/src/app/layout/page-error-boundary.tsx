import { Component, type ReactNode } from 'react';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { CodeDownloadError } from '@/lib/on-demand';

/**
 * What shows when a part of the page could not be drawn instead of a blank app
 * (docs/decisions/294): most often code loaded on demand whose download failed (a dropped
 * connection, or a new release that replaced the old files), which says so; any other error in
 * drawing says that the page could not be shown. Both offer Reload. Navigating to another address
 * (`resetKey`) draws again, and a page whose code failed downloads it again when next opened.
 */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { hasFailed: boolean; isDownload: boolean; failedAt?: string }
> {
  override state = { hasFailed: false, isDownload: false, failedAt: undefined as string | undefined };

  static getDerivedStateFromError(error: unknown) {
    return { hasFailed: true, isDownload: error instanceof CodeDownloadError };
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
    const { title, description } = this.state.isDownload ? MESSAGES.pageLoadFailed : MESSAGES.pageDrawFailed;
    return (
      <StatusMessage title={title} description={description}>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </StatusMessage>
    );
  }
}
