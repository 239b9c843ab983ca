import styles from '@/components/brand-logo.module.css';

/** The brand's logo, or its name when the brand has no logo. */
export function BrandLogo({ logo, name, height = 40 }: { logo?: string | null; name: string; height?: number }) {
  if (!logo) return <span className={styles.name}>{name}</span>;
  return <img src={logo} alt={name} height={height} />;
}
