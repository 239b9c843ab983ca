import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/app/routes/home-route.module.css';
import { launchMiniGame, useMiniGame } from '@/app/routes/use-mini-game';
import { Alert } from '@/components/alert';
import { BelowFirstScreen } from '@/components/below-first-screen';
import pageStyles from '@/components/page.module.css';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';
import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { CategoryTiles } from '@/features/games/components/category-tiles';
import { MarketingBlock } from '@/features/home/components/marketing-block';
import { MiniGame } from '@/features/winners/components/mini-game';
import { WinnersList } from '@/features/winners/components/winners-list';
import { HomeMarquee } from '@/features/announcements/components/home-marquee';

/**
 * Home: banners, category tiles, the winners, selling points, the mini game. With `register`,
 * the register modal opens for a visitor; a member, who cannot register while signed in, is
 * told so instead.
 */
export default function HomeRoute({ register = false }: { register?: boolean }) {
  const { t } = useTranslation('home');
  const { brand, session } = useBoot();
  const { openRegister } = useAuthModals();
  const miniGame = useMiniGame();
  const signedIn = session.loggedIn;

  useEffect(() => {
    if (register && !signedIn) openRegister();
  }, [register, signedIn, openRegister]);

  useEffect(() => {
    document.title = `${brand.name} | ${t('page_title')}`;
  }, [brand.name, t]);

  return (
    <div className={styles.home}>
      {/* The design has no visible page title; the page still needs its level-one heading. */}
      <h1 className="visually-hidden">{brand.name}</h1>
      {register && signedIn ? (
        <Alert tone="info">{t('register_signed_in', { account: session.account ?? '' })}</Alert>
      ) : null}
      <BannerCarousel />
      <HomeMarquee />
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className={pageStyles.sectionTitle}>
          {t('categories_heading')}
        </h2>
        <CategoryTiles />
      </section>
      <BelowFirstScreen minHeight={300}>
        <WinnersList />
      </BelowFirstScreen>
      <MarketingBlock />
      <MiniGame game={miniGame} launch={launchMiniGame} />
    </div>
  );
}
