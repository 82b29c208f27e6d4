/** An uploaded image as the API gives it: the stored file, its WebP copies (`srcSet`) and its size. */
export interface StoredImage {
  url: string | null;
  srcSet?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * The attributes of an <img> showing `image` in a box `sizes` wide (the CSS width the box takes,
 * by viewport): the browser fetches the smallest WebP copy that fills the box at the screen's
 * density, and reserves the image's shape before a byte arrives (width and height). An image
 * whose copies are not made yet is shown as stored.
 */
export function imageSources(image: StoredImage, sizes: string) {
  return {
    src: image.url ?? undefined,
    srcSet: image.srcSet ?? undefined,
    sizes: image.srcSet ? sizes : undefined,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
  };
}
