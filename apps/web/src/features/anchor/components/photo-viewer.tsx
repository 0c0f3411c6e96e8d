import ImageViewer from 'antd-mobile/es/components/image-viewer';

/** Full-screen photos of a moment; loaded only when a photo is tapped. */
export default function PhotoViewer({ images, index, onClose }: { images: string[]; index: number; onClose: () => void }) {
  return <ImageViewer.Multi images={images} defaultIndex={index} visible onClose={onClose} />;
}
