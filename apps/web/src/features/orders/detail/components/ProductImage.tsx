// A product's picture, or a neutral placeholder when the item has none or it fails to load (never a broken image).
import { useState } from 'react';
import Box from '@mui/material/Box';
import ImageOutlined from '@mui/icons-material/ImageOutlined';

interface ProductImageProps {
  src: string | null | undefined;
  /** The product name for a picture that stands alone; '' where the name is written next to it. */
  alt: string;
  size: number;
  /** The first picture of the page, usually its largest paint: fetched ahead of other images. */
  priority?: boolean;
}

export function ProductImage({ src, alt, size, priority = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = { width: size, height: size, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover' } as const;
  if (!src || failedSrc === src) {
    return (
      <Box
        {...(alt ? { role: 'img', 'aria-label': `${alt} (no picture)` } : { 'aria-hidden': true })}
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.disabled' }}
      >
        <ImageOutlined fontSize={size > 64 ? 'large' : 'medium'} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
      sx={{ ...frame, objectFit: 'contain' }}
    />
  );
}
