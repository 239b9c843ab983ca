import { useAuthModals } from '@/lib/auth-modals-context';
import { invitesRegistration, useBannerGroup } from '@/features/banners/api/get-banners';
import { BannerPanel } from '@/features/banners/components/banner-panel';
import styles from '@/features/banners/components/banner-strip.module.css';

/**
 * The first banner of a group above a modal (w_login, w_register); nothing if there is none.
 * Following it leaves the modal, except an invitation to register, which opens the register
 * modal; above the register form itself, that invitation has no button (the form is it).
 */
export function BannerStrip({ group }: { group: string }) {
  const { banners } = useBannerGroup(group);
  const { modal, close, openRegister } = useAuthModals();
  const banner = banners[0];
  if (!banner) return null;
  const invites = invitesRegistration(banner.url);
  return (
    <BannerPanel
      banner={banner}
      headline="p"
      eager
      className={styles.strip}
      linked={!(invites && modal === 'register')}
      onFollow={(event) => {
        if (invites) {
          event.preventDefault();
          openRegister();
        } else {
          close();
        }
      }}
    />
  );
}
