import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import './photo-viewer.css';

// Rendered in place, the fixed viewer would sit in the page's stacking context (the page transition's
// transform, the back bar's z-index above it): in <body> it covers the whole screen, title bar included.
const onTop = () => document.body;

/**
 * Full-screen photos (a host's moment, a forum thread), with a close button named `closeLabel` (a tap on the
 * photo or Escape closes too); load it lazily, when a photo is tapped.
 */
export default function PhotoViewer({
  images,
  index,
  onClose,
  closeLabel,
}: {
  images: string[];
  index: number;
  onClose: () => void;
  closeLabel: string;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <>
      <ImageViewer.Multi
        images={images}
        defaultIndex={index}
        visible
        onClose={onClose}
        getContainer={onTop}
        classNames={{ mask: 'photo-viewer-mask' }}
      />
      {createPortal(
        <button type="button" className="photo-viewer-close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>,
        document.body,
      )}
    </>
  );
}
