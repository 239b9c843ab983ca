import { LazyImage } from '@/components/lazy-image';
import modalStyles from '@/components/modal.module.css';
import { useBoot } from '@/lib/bootstrap';
import { brokenImage, resolveImage } from '@/lib/images';
import { useBannerGroup } from '@/features/banners/api/get-banners';

/** The first banner of a group above a modal (w_login, w_register); nothing if there is none. */
export function BannerStrip({ group }: { group: string }) {
  const { imageCdn } = useBoot();
  const { banners } = useBannerGroup(group);
  const banner = banners[0];
  if (!banner) return null;
  return (
    <div className={modalStyles.banner}>
      <LazyImage
        src={resolveImage(banner.image, imageCdn)}
        fallbackSrc={brokenImage(imageCdn)}
        alt={banner.title}
        loading="eager"
      />
    </div>
  );
}
