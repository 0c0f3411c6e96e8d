import { useNavigate } from 'react-router';

/** Back where the user came from, or to the anchor home when this page was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    // history.state.idx is react-router's own counter: 0 means this page was opened directly
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/anchor', { replace: true });
  };
}
