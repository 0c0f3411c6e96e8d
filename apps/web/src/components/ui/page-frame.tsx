import NavBar from 'antd-mobile/es/components/nav-bar';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A sub-page: antd-mobile nav bar with the title and a back arrow (home when there is no history). */
export function PageFrame({ title, children, right }: { title: ReactNode; children: ReactNode; right?: ReactNode }) {
  const navigate = useNavigate();
  const back = () => {
    // history.state.idx is react-router's own counter: 0 means this page was opened directly
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/anchor', { replace: true });
  };
  return (
    <div className="page-frame">
      <NavBar className="page-frame-nav" onBack={back} right={right}>
        <h1 className="page-frame-title">{title}</h1>
      </NavBar>
      <div className="page-frame-body">{children}</div>
    </div>
  );
}

