import { getTranslations } from 'next-intl/server'
import { preload } from 'react-dom'

import type { HomeView as HomeData } from '@/content/home'

import { AboutUs } from './AboutUs'
import { BannerCarousel } from './BannerCarousel'
import type { MotionTexts } from './CarouselButtons'
import { CasesCarousel } from './CasesCarousel'
import { DigitalConstruction } from './DigitalConstruction'
import styles from './HomeView.module.css'
import { NewsBlock } from './NewsBlock'
import { Partners } from './Partners'
import { ProductCentre } from './ProductCentre'
import { Section } from './Section'
import { VideoCarousel } from './VideoCarousel'

/** The translator of the home page's texts. */
type HomeTranslator = Awaited<ReturnType<typeof getTranslations<'home'>>>

const formatDuration = (seconds: number) =>
  seconds > 0 ? `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}` : ''

/** The slide numbers, from 1 to `n`. */
const slides = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

/**
 * The home page's eight sections, in the spec's order (section 2), all rendered on the server from the content layer.
 * A section without content is left out, except the news block, which says there is no data.
 */
export async function HomeView({ data, company }: { data: HomeData; company: string }) {
  const [t, tc, th] = await Promise.all([getTranslations('home'), getTranslations('common'), getTranslations('header')])
  const heading = (key: keyof HomeData['headings']) => data.headings[key] || t(`sections.${key}`)
  // The carousels' pause/play labels and the slide they announce ("{index}" and "{total}" filled in the browser).
  const motion = { pause: t('pauseSlides'), play: t('playSlides'), slideOf: t.raw('slideOf') as string }
  const constructionHasContent = data.construction.tabs.length > 0 || data.construction.cloud !== null
  const about = data.about
  const hasAbout = Boolean(about.heading || about.text || about.picture || about.claims.length)
  // The first banner is the page's largest image: fetched at once, in parallel with the styles.
  const lead = data.banners[0]?.picture
  if (lead) {
    preload(lead.src, { as: 'image', fetchPriority: 'high', ...(lead.srcSet ? { imageSrcSet: lead.srcSet, imageSizes: '100vw' } : {}) })
  }

  return (
    <main className={styles.home} data-home="">
      <h1 className="sr-only">{company}</h1>
      {data.banners.length > 0 ? <BannerSection banners={data.banners} t={t} newWindow={th('newWindow')} motion={motion} /> : null}

      <Section
        name="news"
        defer={false}
        title={heading('news')}
        more={{ href: '/information?class=-1&type=information', label: t('moreAbout', { section: heading('news') }) }}
      >
        <NewsBlock news={data.news} noData={tc('noData')} />
      </Section>

      {data.videos.length > 0 ? <VideosSection videos={data.videos} t={t} title={heading('videos')} motion={motion} /> : null}

      {data.products.length > 0 ? <ProductsSection products={data.products} t={t} title={heading('products')} /> : null}

      {constructionHasContent ? (
        <Section name="construction" title={heading('construction')} tone="alt">
          <DigitalConstruction
            tabs={data.construction.tabs}
            cloud={data.construction.cloud}
            texts={{ tabs: t('constructionTabs'), tryNow: t('tryNow'), newWindow: th('newWindow') }}
          />
        </Section>
      ) : null}

      {data.cases.length > 0 ? <CasesSection cases={data.cases} t={t} title={heading('cases')} motion={motion} /> : null}

      {hasAbout ? (
        <Section name="about" title={heading('about')} tone="alt">
          <AboutUs about={about} contactLabel={about.contactLabel || t('contactUs')} />
        </Section>
      ) : null}

      {data.partners.some((row) => row.length > 0) ? (
        <Section name="partners" title={heading('partners')}>
          <Partners rows={data.partners} pauseLabel={t('pauseLogos')} />
        </Section>
      ) : null}
    </main>
  )
}

/** Section 1: the banner carousel (no heading of its own; the region is named). */
function BannerSection({
  banners,
  t,
  newWindow,
  motion,
}: {
  banners: HomeData['banners']
  t: HomeTranslator
  newWindow: string
  motion: MotionTexts
}) {
  return (
    <section data-home-section="banner" aria-label={t('sections.banner')}>
      <BannerCarousel
        banners={banners}
        texts={{
          previous: t('previous'),
          next: t('next'),
          region: t('sections.banner'),
          newWindow,
          motion,
          goToSlide: slides(banners.length).map((index) => t('goToSlide', { index })),
          slideOf: slides(banners.length).map((index) => t('slideOf', { index, total: banners.length })),
        }}
      />
    </section>
  )
}

/** Section 3: the video carousel, with a link to all the videos. */
function VideosSection({
  videos,
  t,
  title,
  motion,
}: {
  videos: HomeData['videos']
  t: HomeTranslator
  title: string
  motion: MotionTexts
}) {
  return (
    <Section
      name="videos"
      title={title}
      tone="alt"
      more={{ href: '/information?type=information&class=video', label: t('moreAbout', { section: title }) }}
    >
      <VideoCarousel
        videos={videos}
        texts={{
          previous: t('previous'),
          next: t('next'),
          region: title,
          motion,
          play: videos.map((v) => t('playVideo', { title: v.videoTitle })),
          duration: videos.map((v) => (v.duration > 0 ? formatDuration(v.duration) : '')),
        }}
      />
    </Section>
  )
}

/** Section 4: the product centre. */
function ProductsSection({ products, t, title }: { products: HomeData['products']; t: HomeTranslator; title: string }) {
  return (
    <Section name="products" title={title}>
      <ProductCentre
        tabs={products}
        texts={{
          tabs: t('productTabs'),
          learnMore: products.map((tab) => tab.items.map((item) => t('learnMoreAbout', { title: item.title }))),
          demoVideo: products.map((tab) => tab.items.map((item) => t('demoVideo', { title: item.title }))),
          play: t('playDemo'),
          pause: t('pauseDemo'),
        }}
      />
    </Section>
  )
}

/** Section 6: the case carousel. */
function CasesSection({ cases, t, title, motion }: { cases: HomeData['cases']; t: HomeTranslator; title: string; motion: MotionTexts }) {
  return (
    <Section name="cases" title={title}>
      <CasesCarousel
        cases={cases}
        texts={{
          previous: t('previous'),
          next: t('next'),
          region: title,
          motion,
          learnMore: cases.map((c) => t('learnMoreAbout', { title: c.title })),
        }}
      />
    </Section>
  )
}
