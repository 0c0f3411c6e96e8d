/** What a console read that failed shows: the server's words (or the network's, in Chinese) and a way to try again. */
export function LoadFailed({ error, retry }: { error: Error; retry: () => unknown }) {
  return (
    <p className="console-status" role="alert">
      {error.message} <button onClick={() => void retry()}>重试</button>
    </p>
  );
}
