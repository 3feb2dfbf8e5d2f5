// A picture of our own media as <picture>: an AVIF source and a WebP <img>, both pointing at widths that were
// prepared when the picture was stored (lib/shared/media/picture-urls.ts), so the browser picks the smaller
// file it can show and the server only reads a file. Anything else (another host's picture) is a plain <img>.
// Works in Server and Client Components alike: it only computes attributes.
import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { avifPictureLoader } from '@/lib/shared/media/picture-loader';
import { preparedKeyOf } from '@/lib/shared/media/picture-urls';

type Props = Omit<ImageProps, 'loader' | 'priority' | 'src'> & {
  src: string;
  /**
   * The page's largest paint: a preload of its AVIF widths goes in the document's head, so the browser starts
   * fetching it before it reaches the <img> in the body. Implies `loading="eager"` and `fetchPriority="high"`.
   */
  preload?: boolean;
};

export function Picture({ preload = false, ...props }: Props) {
  const imageProps: ImageProps = preload ? { ...props, loading: 'eager', fetchPriority: 'high' } : props;
  const { props: img } = getImageProps(imageProps);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps has set alt (it is required above)
  const plain = <img {...img} />;
  if (props.unoptimized || !preparedKeyOf(props.src)) return plain;
  const avif = getImageProps({ ...imageProps, loader: avifPictureLoader }).props;
  if (preload) {
    preloadResource(avif.src, { as: 'image', type: 'image/avif', fetchPriority: 'high', imageSrcSet: avif.srcSet, imageSizes: avif.sizes });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif.srcSet} sizes={avif.sizes} />
      {plain}
    </picture>
  );
}
