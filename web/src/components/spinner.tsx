export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span className={`spinner spinner--${size}`} role={label ? 'status' : undefined} aria-label={label}>
      <span className="spinner__ring" aria-hidden="true" />
    </span>
  );
}
