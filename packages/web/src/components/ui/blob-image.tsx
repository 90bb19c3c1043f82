import { useCallback } from 'react';

type BlobImageProps = { blob: Blob; alt: string; className?: string };

/**
 * An <img> showing a Blob through an object URL that lives exactly as long as the element:
 * made when it mounts (or the blob changes) and revoked when it goes, so none leaks.
 */
export function BlobImage({ blob, alt, className }: BlobImageProps) {
  const showBlob = useCallback(
    (img: HTMLImageElement) => {
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={showBlob} alt={alt} className={className} />;
}
