/**
 * Runs a D1 write again after a short pause when it fails: a busy database (seen locally under
 * concurrent writes) is usually free a moment later, and the visitor should not get an error for
 * it. After the last attempt the error propagates (the API then answers 503, retryable).
 */
export async function withRetry<T>(write: () => Promise<T>, delaysMs: number[] = [50, 150, 400, 1000]): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await write();
    } catch (error) {
      console.warn(`D1 write failed (${(error as Error).message.slice(0, 120)}); retrying`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return write();
}
