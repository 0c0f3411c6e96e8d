import { historyIndex, useNavigate } from '../../lib/router';

/** Back where the user came from, or to the anchor home when this page was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (historyIndex() > 0) window.history.back();
    else navigate('/anchor', { replace: true });
  };
}
