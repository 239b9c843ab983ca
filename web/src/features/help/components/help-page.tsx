import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import fieldStyles from '@/components/field.module.css';
import { HeadsetIcon } from '@/components/icons';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { useBoot } from '@/lib/bootstrap';
import { hasCustomerService, telegramAddress, useCustomerService } from '@/lib/customer-service';
import { cx } from '@/lib/cx';
import { htmlToReact } from '@/lib/safe-html';
import { useHelpCenter, type HelpArticle, type HelpCategory } from '@/features/help/api/get-help-center';
import { articleText, searchArticles } from '@/features/help/utils/search-articles';
import styles from '@/features/help/components/help-page.module.css';

/** The layout below which the article sits under the list (help-page.module.css). */
const STACKED_QUERY = '(max-width: 1023px)';

export interface HelpPageProps {
  /** /help or /helpmc: article links stay on the page they were opened from. */
  basePath: string;
  /** Something the app shows under an article (e.g. a feedback form under Contact Us). */
  articleExtra?: (code: string) => ReactNode;
}

/**
 * /help and /helpmc: the help centre's categories and articles (GET /wps/system/helpCenter),
 * a search over titles and text, and the article of ?section=<code> (the footer's links).
 */
export function HelpPage({ basePath, articleExtra }: HelpPageProps) {
  const { t } = useTranslation('help');
  const { brand } = useBoot();
  const help = useHelpCenter();
  const [params] = useSearchParams();
  const requested = params.get('section');
  const categories = useMemo(() => help.data?.categories ?? [], [help.data]);
  const articles = categories.flatMap((category) => category.articles);
  const article = requested ? articles.find((entry) => entry.code === requested) : articles[0];
  const mainRef = useRef<HTMLDivElement>(null);
  const shownSection = useRef(requested);

  useEffect(() => {
    document.title = `${article?.title ?? t('heading')} | ${brand.name}`;
  }, [article?.title, t, brand.name]);

  // Stacked (phone, tablet), the chosen article is below the list: bring it into view.
  useEffect(() => {
    if (shownSection.current === requested) return;
    shownSection.current = requested;
    if (window.matchMedia?.(STACKED_QUERY).matches) mainRef.current?.scrollIntoView?.({ block: 'start' });
  }, [requested]);

  let main: ReactNode;
  if (help.error) main = <RecordError error={help.error} onRetry={() => void help.mutate()} />;
  else if (!help.data) main = <Spinner size="lg" label={t('loading')} />;
  else if (articles.length === 0) main = <EmptyState title={t('empty_title')}>{t('empty_text')}</EmptyState>;
  else if (!article) {
    main = (
      <EmptyState title={t('not_found_title')} action={<Link to={basePath}>{t('not_found_back')}</Link>}>
        {t('not_found_text')}
      </EmptyState>
    );
  } else main = <ArticleView article={article} extra={articleExtra?.(article.code)} />;

  return (
    // Stacked, an article asked for by a link comes before the list.
    <div className={cx(styles.help, requested !== null && styles.articleFirst)}>
      <aside className={styles.side}>
        <h2 className={styles.navTitle}>{t('heading')}</h2>
        {help.data && articles.length > 0 ? (
          <HelpNav categories={categories} basePath={basePath} current={article?.code ?? null} />
        ) : null}
      </aside>
      <div ref={mainRef} className={styles.main}>
        {main}
      </div>
    </div>
  );
}

interface HelpNavProps {
  categories: HelpCategory[];
  basePath: string;
  current: string | null;
}

/** The search box and the categories with their articles, narrowed to those that match. */
function HelpNav({ categories, basePath, current }: HelpNavProps) {
  const { t } = useTranslation('help');
  const [query, setQuery] = useState('');
  const texts = useMemo(
    () => new Map(categories.flatMap((category) => category.articles.map((entry) => [entry.code, articleText(entry.content)] as const))),
    [categories],
  );
  const results = useMemo(() => searchArticles(categories, texts, query), [categories, texts, query]);
  const searching = query.trim() !== '';
  const count = results.reduce((sum, entry) => sum + entry.matches.length, 0);

  return (
    <>
      <input
        className={cx(fieldStyles.input, styles.search)}
        type="search"
        value={query}
        placeholder={t('search_placeholder')}
        aria-label={t('search_label')}
        maxLength={80}
        onChange={(event) => setQuery(event.target.value)}
      />
      {searching ? (
        <p className={styles.searchStatus} role="status">
          {count === 0 ? t('search_none', { query: query.trim() }) : t('search_count', { count })}
        </p>
      ) : null}
      <nav aria-label={t('nav_label')}>
        {results.map(({ category, matches }) => (
          <section key={category.code} className={styles.category}>
            <h3 className={styles.categoryTitle}>{category.title}</h3>
            <ul>
              {matches.map(({ article, excerpt }) => (
                <li key={article.code}>
                  <Link
                    to={`${basePath}?section=${encodeURIComponent(article.code)}`}
                    className={cx(styles.navLink, article.code === current && styles.isActive)}
                    aria-current={article.code === current ? 'page' : undefined}
                  >
                    <span>{article.title}</span>
                    {excerpt ? <span className={styles.excerpt}>{excerpt}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </>
  );
}

function ArticleView({ article, extra }: { article: HelpArticle; extra: ReactNode }) {
  const content = useMemo(() => htmlToReact(article.content), [article.content]);
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{article.title}</h1>
      <div className={styles.content}>{content}</div>
      {article.code === 'contact' ? <ContactChannels /> : null}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </article>
  );
}

/** Contact Us: the chat (VIP or live chat, the server decides) and the brand's Telegram. */
function ContactChannels() {
  const { t } = useTranslation('help');
  const boot = useBoot();
  const customerService = useCustomerService();
  const telegram = telegramAddress(boot);
  const chat = hasCustomerService(boot);
  if (!chat && !telegram) return null;
  return (
    <section className={styles.contacts} aria-labelledby="help-reach-us">
      <h2 id="help-reach-us" className={styles.contactsTitle}>
        {t('reach_us')}
      </h2>
      {chat ? (
        <Button icon={<HeadsetIcon size={18} />} loading={customerService.opening} onClick={customerService.open}>
          {t('open_chat')}
        </Button>
      ) : null}
      {telegram ? (
        <p>
          <strong>{t('channel_TELEGRAM')}</strong>{' '}
          <a href={telegram} target="_blank" rel="noopener noreferrer">
            {telegram}
          </a>
        </p>
      ) : null}
    </section>
  );
}
