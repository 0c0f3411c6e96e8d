import type { ReactNode } from 'react';
import { fileUrl } from '../../lib/file-url';
import { Avatar } from './avatar';
import './page-header.css';

/**
 * A team's or a player's header: the logo (without one, the name's first character on a colour of its own, as a
 * person's picture falls back), the name, then `children` under it when there are any.
 */
export function PageHeader({ logo, name, children }: { logo: string; name: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      {logo ? (
        <img className="page-header-logo" src={fileUrl(logo)} alt="" width={56} height={56} />
      ) : (
        <Avatar src="" name={name} size={56} />
      )}
      <div className="page-header-text">
        <h2 className="page-header-name">{name}</h2>
        {children ? <p className="page-header-sub">{children}</p> : null}
      </div>
    </header>
  );
}
