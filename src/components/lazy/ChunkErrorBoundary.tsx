'use client';

import { Component, type ReactNode } from 'react';
import { reloadIfPageAnswers } from '../../browser/chunks/full-load';

interface Props {
  children: ReactNode;
  onError?: (error: unknown) => void;
  /**
   * A part the visitor needs (a deferred island: a form, a calculator): when its chunk fails while
   * the page still answers, the page is loaded again rather than left without it.
   */
  reloadPage?: boolean;
}

/**
 * Keeps a lazily fetched piece (the lead popup, the banners) from taking the page with it when its
 * chunk cannot be fetched: a phone offline for a moment, or a page left open across a deploy that
 * removed the old chunk. Without a boundary of its own React hands the error to the router's root
 * boundary, which replaces the whole page with a bare English error text.
 * https://react.dev/reference/react/Component#catching-rendering-errors-with-an-error-boundary
 */
export class ChunkErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (this.props.reloadPage) reloadIfPageAnswers();
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
