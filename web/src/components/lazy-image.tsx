import { useState, type ImgHTMLAttributes } from 'react';
import { IMAGE_LOAD_ATTEMPTS } from '@/config/constants';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | undefined;
  /** Shown after IMAGE_LOAD_ATTEMPTS failed attempts (SPEC.md section 8). */
  fallbackSrc: string;
  attempts?: number;
}

const withAttempt = (src: string, attempt: number) =>
  attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;

/** A lazily loaded image that retries, then shows the error image. */
export function LazyImage({ src, fallbackSrc, attempts = IMAGE_LOAD_ATTEMPTS, alt = '', ...rest }: LazyImageProps) {
  const [state, setState] = useState({ src, attempt: 0 });
  // A new src starts over (state derived from props, no effect needed).
  const current = state.src === src ? state : { src, attempt: 0 };
  if (current !== state) setState(current);

  const failed = !src || current.attempt >= attempts;
  const shown = failed ? fallbackSrc : withAttempt(src, current.attempt);
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      alt={alt}
      src={shown}
      data-attempt={failed ? 'fallback' : current.attempt + 1}
      onError={() => {
        if (!failed) setState({ src, attempt: current.attempt + 1 });
      }}
    />
  );
}
