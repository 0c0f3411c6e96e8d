import type { ReactNode } from 'react';
import { fileUrl } from '../../lib/file-url';
import './page-header.css';

/** A team's or a player's header: the logo (an empty circle without one), the name, then `children` under it. */
export function PageHeader({ logo, name, children }: { logo: string; name: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      {logo ? (
        <img className="page-header-logo" src={fileUrl(logo)} alt="" width={56} height={56} />
      ) : (
        <span className="page-header-logo" />
      )}
      <div className="page-header-text">
        <h2 className="page-header-name">{name}</h2>
        <p className="page-header-sub">{children}</p>
      </div>
    </header>
  );
}
