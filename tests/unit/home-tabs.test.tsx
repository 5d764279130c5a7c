// @vitest-environment happy-dom
/**
 * The home page's tab sections (src/components/home/ProductCentre.tsx and DigitalConstruction.tsx), with the English
 * texts of the messages: the arrow keys move between the tabs (left and right along the top, up and down a sidebar),
 * wrapping at the ends, with the focus, `aria-selected` and the single tab stop moving together and the matching
 * tab panel shown; a mouse hover switches tabs, a touch does not. In the product centre an item's button expands it
 * alone and switches the demo video, which plays muted once the section is on screen (not under reduced motion); its
 * own button names what a press does, and a video the visitor paused stays paused across items and tabs until they
 * press play. The cloud tab set has a try-now link that opens a new window.
 */
import type { ComponentProps, ReactNode } from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { HomeCloudSet, HomeConstructionTab, HomeProductTab } from '@/content/home'
import messages from '@/i18n/messages/en/home.json'

import { bringIntoView, stubIntersectionObserver, stubMediaPlayback, stubReducedMotion } from '../support/home-widgets-dom'

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) => <a href={href} {...props} />,
}))

const { ProductCentre } = await import('@/components/home/ProductCentre')
const { DigitalConstruction } = await import('@/components/home/DigitalConstruction')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key])

type Item = HomeProductTab['items'][number]
const item = (id: string, title: string, video: string, poster = ''): Item => ({
  id,
  title,
  summary: `About ${title}`,
  route: `/${id}`,
  video,
  poster,
  tracks: [],
})
const PRODUCTS: HomeProductTab[] = [
  {
    key: '1',
    label: 'Digital design',
    items: [
      item('design-a', 'Design A', '/media/a.mp4', '/media/a.jpg'),
      item('design-b', 'Design B', '/media/b.mp4'),
      item('design-c', 'Design C', ''),
    ],
  },
  { key: '2', label: 'Smart site', items: [item('site-d', 'Site D', '/media/d.mp4'), item('site-e', 'Site E', '/media/e.mp4')] },
  { key: '3', label: 'Operations', items: [item('ops-f', 'Ops F', '/media/f.mp4')] },
]
const productTexts = (tabs: HomeProductTab[]) => ({
  tabs: messages.productTabs,
  learnMore: tabs.map((tab) => tab.items.map((i) => fill(messages.learnMoreAbout, { title: i.title }))),
  demoVideo: tabs.map((tab) => tab.items.map((i) => fill(messages.demoVideo, { title: i.title }))),
  play: messages.playDemo,
  pause: messages.pauseDemo,
})

const card = (id: string, route = '') => ({ id, title: `Card ${id}`, text: '', route, picture: null })
const CONSTRUCTION: HomeConstructionTab[] = [
  {
    id: 'plan',
    label: 'Planning',
    subTabs: [
      { id: 'bim', label: 'BIM', cards: [card('bim-1', '/bim')] },
      { id: 'gis', label: 'GIS', cards: [card('gis-1')] },
      { id: 'iot', label: 'IoT', cards: [card('iot-1')] },
    ],
  },
  { id: 'build', label: 'Building', subTabs: [{ id: 'site', label: 'Site', cards: [card('site-1')] }] },
]
const cloudSet = (over: Partial<HomeCloudSet> = {}): HomeCloudSet => ({
  label: 'Clouds',
  clouds: [
    { id: 'survey', name: 'Survey cloud', text: 'Surveys', picture: null },
    { id: 'maintain', name: 'Maintenance cloud', text: 'Upkeep', picture: null },
  ],
  tryNowLabel: '',
  tryNowLink: 'https://cloud.example.com/',
  ...over,
})
const constructionTexts = { tabs: messages.constructionTabs, tryNow: messages.tryNow, newWindow: '(opens in a new window)' }

let container: HTMLElement
let root: Root | null = null
let media: ReturnType<typeof stubMediaPlayback>

beforeEach(() => {
  stubIntersectionObserver()
  media = stubMediaPlayback()
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = null
  container.remove()
  media.restore()
  vi.unstubAllGlobals()
})

async function render(element: ReactNode) {
  root = createRoot(container)
  await act(async () => root!.render(element))
}

/** Presses a key on the element that has the focus; returns whether the key's default action was prevented. */
async function press(key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  await act(async () => document.activeElement!.dispatchEvent(event))
  return event.defaultPrevented
}
async function click(el: Element) {
  await act(async () => (el as HTMLElement).click())
}
async function hover(el: Element, pointerType: 'mouse' | 'touch') {
  await act(async () => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType, relatedTarget: document.body })))
}

/** The tabs of a tab list: their names, which one is selected, and which one is the tab stop. */
function tabState(list: Element) {
  const tabs = [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')]
  return {
    selected: tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent),
    stops: tabs.filter((t) => t.tabIndex === 0).map((t) => t.textContent),
    focused: tabs.find((t) => t === document.activeElement)?.textContent ?? null,
  }
}
/** The names of the tabs whose panels are shown. */
const shownPanels = (scope: Element, selector = ':scope > [role="tabpanel"]') =>
  [...scope.querySelectorAll<HTMLElement>(selector)]
    .filter((p) => !p.hidden)
    .map((p) => document.getElementById(p.getAttribute('aria-labelledby')!)!.textContent)

describe('the product centre', () => {
  const centre = () => container.querySelector('[data-product-centre]')!
  const tablist = () => centre().querySelector('[role="tablist"]')!
  const tab = (key: string) => centre().querySelector<HTMLButtonElement>(`[data-product-tab="${key}"]`)!
  const panel = (key: string) => centre().querySelector<HTMLElement>(`[data-product-panel="${key}"]`)!
  const toggle = () => centre().querySelector<HTMLButtonElement>('[data-demo-toggle]')!
  const videoOf = (key: string) => panel(key).querySelector('video')!

  it('opens on the tab keyed 1 with its first item expanded, its panel the only one shown', async () => {
    stubReducedMotion(false)
    await render(
      <ProductCentre tabs={[PRODUCTS[1], PRODUCTS[0], PRODUCTS[2]]} texts={productTexts([PRODUCTS[1], PRODUCTS[0], PRODUCTS[2]])} />,
    )
    expect(tablist().getAttribute('aria-label')).toBe(messages.productTabs)
    expect(tabState(tablist())).toMatchObject({ selected: ['Digital design'], stops: ['Digital design'] })
    expect(shownPanels(centre())).toEqual(['Digital design'])
    expect(tab('1').getAttribute('aria-controls')).toBe(panel('1').id)
    const items = [...panel('1').querySelectorAll('[data-product-item]')]
    expect(items.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false'])
    expect(document.getElementById(items[0].getAttribute('aria-controls')!)!.hidden).toBe(false)
    expect(document.getElementById(items[1].getAttribute('aria-controls')!)!.hidden).toBe(true)
  })

  it('moves between the tabs with the arrow keys, wrapping at the ends, the panel following', async () => {
    stubReducedMotion(false)
    await render(<ProductCentre tabs={PRODUCTS} texts={productTexts(PRODUCTS)} />)
    await act(async () => tab('1').focus())
    expect(await press('ArrowRight')).toBe(true)
    expect(tabState(tablist())).toEqual({ selected: ['Smart site'], stops: ['Smart site'], focused: 'Smart site' })
    expect(shownPanels(centre())).toEqual(['Smart site'])
    await press('ArrowRight')
    await press('ArrowRight')
    expect(tabState(tablist())).toEqual({ selected: ['Digital design'], stops: ['Digital design'], focused: 'Digital design' })
    await press('ArrowLeft')
    expect(tabState(tablist())).toEqual({ selected: ['Operations'], stops: ['Operations'], focused: 'Operations' })
    expect(shownPanels(centre())).toEqual(['Operations'])
    expect(await press('ArrowDown')).toBe(false)
    expect(tabState(tablist()).selected).toEqual(['Operations'])
  })

  it('switches tabs when the mouse comes over one, not on a touch', async () => {
    stubReducedMotion(false)
    await render(<ProductCentre tabs={PRODUCTS} texts={productTexts(PRODUCTS)} />)
    await hover(tab('2'), 'touch')
    expect(tabState(tablist()).selected).toEqual(['Digital design'])
    await hover(tab('2'), 'mouse')
    expect(tabState(tablist()).selected).toEqual(['Smart site'])
    expect(shownPanels(centre())).toEqual(['Smart site'])
  })

  it('expands the clicked item alone and switches the demo video to it', async () => {
    stubReducedMotion(false)
    await render(<ProductCentre tabs={PRODUCTS} texts={productTexts(PRODUCTS)} />)
    const items = [...panel('1').querySelectorAll('[data-product-item]')]
    expect(videoOf('1').getAttribute('data-video-for')).toBe('Design A')
    await click(items[1])
    expect(items.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false'])
    expect(panel('1').querySelectorAll('[aria-expanded="true"]')).toHaveLength(1)
    const video = videoOf('1')
    expect(video.getAttribute('data-video-for')).toBe('Design B')
    expect(video.getAttribute('src')).toBe('/media/b.mp4')
    expect(video.getAttribute('aria-label')).toBe(fill(messages.demoVideo, { title: 'Design B' }))
    expect(video.muted).toBe(true)
    expect(video.hasAttribute('controls')).toBe(false)
    const learn = document.getElementById(items[1].getAttribute('aria-controls')!)!.querySelector('a')!
    expect(learn.getAttribute('href')).toBe('/design-b?type=product')
    expect(learn.textContent).toBe(fill(messages.learnMoreAbout, { title: 'Design B' }))

    // An item without a video has no demo and no button.
    await click(items[2])
    expect(panel('1').querySelector('video')).toBeNull()
    expect(toggle()).toBeNull()
  })

  it('plays the shown demo muted once the section is on screen; its button names what a press does', async () => {
    stubReducedMotion(false)
    await render(<ProductCentre tabs={PRODUCTS} texts={productTexts(PRODUCTS)} />)
    expect(media.play).not.toHaveBeenCalled()
    expect(videoOf('1').hasAttribute('poster')).toBe(false)
    expect(toggle().getAttribute('aria-label')).toBe(messages.playDemo)
    expect(centre().querySelectorAll('[data-demo-toggle]')).toHaveLength(1)

    // Browsers play by themselves only a muted video: muted it is, whatever its state before.
    videoOf('1').muted = false
    await act(async () => bringIntoView(centre()))
    expect(videoOf('1').paused).toBe(false)
    expect(videoOf('1').muted).toBe(true)
    expect(videoOf('1').getAttribute('poster')).toBe('/media/a.jpg')
    expect(videoOf('2').paused).toBe(true)
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseDemo)

    // Another tab: its demo plays, the hidden one pauses, and the button speaks of the shown one.
    await click(tab('2'))
    expect(videoOf('2').paused).toBe(false)
    expect(videoOf('1').paused).toBe(true)
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseDemo)
    expect(panel('1').querySelector('[data-demo-toggle]')).toBeNull()
    // And back: the hidden demo pausing after the shown one started does not turn the button to "play".
    await click(tab('1'))
    expect(videoOf('1').paused).toBe(false)
    expect(videoOf('2').paused).toBe(true)
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseDemo)
  })

  it('once paused by the visitor stays paused across items and tabs until they press play', async () => {
    stubReducedMotion(false)
    await render(<ProductCentre tabs={PRODUCTS} texts={productTexts(PRODUCTS)} />)
    await act(async () => bringIntoView(centre()))
    expect(videoOf('1').paused).toBe(false)

    await click(toggle())
    expect(videoOf('1').paused).toBe(true)
    expect(toggle().getAttribute('aria-label')).toBe(messages.playDemo)

    media.play.mockClear()
    await click(panel('1').querySelectorAll('[data-product-item]')[1])
    expect(videoOf('1').getAttribute('data-video-for')).toBe('Design B')
    expect(videoOf('1').paused).toBe(true)
    await click(tab('2'))
    expect(videoOf('2').paused).toBe(true)
    await click(tab('1'))
    expect(media.play).not.toHaveBeenCalled()
    expect(toggle().getAttribute('aria-label')).toBe(messages.playDemo)

    await click(toggle())
    expect(videoOf('1').paused).toBe(false)
    expect(videoOf('1').muted).toBe(true)
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseDemo)
  })

  it('under reduced motion does not play the demo by itself; the button plays it', async () => {
    stubReducedMotion(true)
    await render(<ProductCentre tabs={PRODUCTS} texts={productTexts(PRODUCTS)} />)
    await act(async () => bringIntoView(centre()))
    expect(media.play).not.toHaveBeenCalled()
    expect(videoOf('1').paused).toBe(true)
    expect(toggle().getAttribute('aria-label')).toBe(messages.playDemo)
    videoOf('1').muted = false
    await click(toggle())
    expect(videoOf('1').paused).toBe(false)
    expect(videoOf('1').muted).toBe(true)
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseDemo)
  })

  it("under reduced motion, after the visitor played one demo, another tab's demo that stays paused offers play", async () => {
    stubReducedMotion(true)
    await render(<ProductCentre tabs={PRODUCTS} texts={productTexts(PRODUCTS)} />)
    await act(async () => bringIntoView(centre()))
    await click(toggle())
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseDemo)
    await click(tab('2'))
    expect(videoOf('2').paused).toBe(true)
    expect(toggle().getAttribute('aria-label')).toBe(messages.playDemo)
    await click(toggle())
    expect(videoOf('2').paused).toBe(false)
  })
})

describe('digital construction', () => {
  const dc = () => container.querySelector('[data-construction]')!
  const topList = () => dc().querySelector(':scope > [role="tablist"]')!
  const shownTop = () => [...dc().querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')].find((p) => !p.hidden)!
  const sideList = () => shownTop().querySelector('[role="tablist"][aria-orientation="vertical"]')!
  const topTab = (label: string) => dc().querySelector<HTMLButtonElement>(`[data-construction-tab="${label}"]`)!
  const sideTab = (label: string) =>
    [...sideList().querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === label)!
  const shownSub = () => shownPanels(shownTop(), '[role="tabpanel"]')

  it('moves between the top tabs with left and right, wrapping, the panel following', async () => {
    await render(<DigitalConstruction tabs={CONSTRUCTION} cloud={cloudSet()} texts={constructionTexts} />)
    expect(topList().getAttribute('aria-label')).toBe(messages.constructionTabs)
    expect(tabState(topList())).toMatchObject({ selected: ['Planning'], stops: ['Planning'] })
    expect(shownPanels(dc())).toEqual(['Planning'])
    expect(topTab('Planning').getAttribute('aria-controls')).toBe(shownTop().id)

    await act(async () => topTab('Planning').focus())
    expect(await press('ArrowRight')).toBe(true)
    expect(tabState(topList())).toEqual({ selected: ['Building'], stops: ['Building'], focused: 'Building' })
    expect(shownPanels(dc())).toEqual(['Building'])
    await press('ArrowRight')
    await press('ArrowRight')
    expect(tabState(topList())).toEqual({ selected: ['Planning'], stops: ['Planning'], focused: 'Planning' })
    await press('ArrowLeft')
    expect(tabState(topList())).toEqual({ selected: ['Clouds'], stops: ['Clouds'], focused: 'Clouds' })
    expect(shownPanels(dc())).toEqual(['Clouds'])
  })

  it('moves down and up a sidebar with the arrow keys, wrapping; each top tab keeps its own choice', async () => {
    await render(<DigitalConstruction tabs={CONSTRUCTION} cloud={cloudSet()} texts={constructionTexts} />)
    expect(sideList().getAttribute('aria-label')).toBe('Planning')
    expect(tabState(sideList())).toMatchObject({ selected: ['BIM'], stops: ['BIM'] })
    expect(shownSub()).toEqual(['BIM'])

    await act(async () => sideTab('BIM').focus())
    expect(await press('ArrowRight')).toBe(false)
    expect(tabState(sideList()).selected).toEqual(['BIM'])
    expect(await press('ArrowDown')).toBe(true)
    expect(tabState(sideList())).toEqual({ selected: ['GIS'], stops: ['GIS'], focused: 'GIS' })
    expect(shownSub()).toEqual(['GIS'])
    await press('ArrowUp')
    await press('ArrowUp')
    expect(tabState(sideList())).toEqual({ selected: ['IoT'], stops: ['IoT'], focused: 'IoT' })
    expect(shownSub()).toEqual(['IoT'])

    await click(topTab('Building'))
    expect(tabState(sideList()).selected).toEqual(['Site'])
    await click(topTab('Planning'))
    expect(tabState(sideList()).selected).toEqual(['IoT'])
  })

  it('switches top and side tabs when the mouse comes over them, not on a touch', async () => {
    await render(<DigitalConstruction tabs={CONSTRUCTION} cloud={cloudSet()} texts={constructionTexts} />)
    await hover(sideTab('GIS'), 'touch')
    expect(tabState(sideList()).selected).toEqual(['BIM'])
    await hover(sideTab('GIS'), 'mouse')
    expect(tabState(sideList()).selected).toEqual(['GIS'])
    await hover(topTab('Clouds'), 'touch')
    expect(tabState(topList()).selected).toEqual(['Planning'])
    await hover(topTab('Clouds'), 'mouse')
    expect(tabState(topList()).selected).toEqual(['Clouds'])
  })

  it("links its cards to their product pages and the cloud set's try-now to a new window", async () => {
    await render(<DigitalConstruction tabs={CONSTRUCTION} cloud={cloudSet()} texts={constructionTexts} />)
    expect(shownTop().querySelector('a')!.getAttribute('href')).toBe('/bim?type=product')

    await click(topTab('Clouds'))
    expect(tabState(sideList()).selected).toEqual(['Survey cloud'])
    const shownTryNow = () => [...dc().querySelectorAll<HTMLAnchorElement>('a[data-try-now]')].filter((a) => !a.closest('[hidden]'))
    expect(shownTryNow()).toHaveLength(1)
    const tryNow = shownTryNow()[0]
    expect(tryNow.closest('[role="tabpanel"]')!.querySelector('h3')!.textContent).toBe('Survey cloud')
    expect(tryNow.getAttribute('href')).toBe('https://cloud.example.com/')
    expect(tryNow.getAttribute('target')).toBe('_blank')
    expect(tryNow.getAttribute('rel')).toMatch(/noopener/)
    expect(tryNow.textContent).toBe(`${messages.tryNow}(opens in a new window)`)
    expect(tryNow.querySelector('.sr-only')!.textContent).toBe('(opens in a new window)')

    await click(sideTab('Maintenance cloud'))
    expect(shownTryNow()[0].closest('[role="tabpanel"]')!.querySelector('h3')!.textContent).toBe('Maintenance cloud')
  })

  it("names the cloud tab after its first cloud when the set has no label, and uses the editor's try-now text", async () => {
    await render(<DigitalConstruction tabs={[]} cloud={cloudSet({ label: '', tryNowLabel: 'Start free' })} texts={constructionTexts} />)
    expect(tabState(topList()).selected).toEqual(['Survey cloud'])
    expect(dc().querySelector('a[data-try-now]')!.firstChild!.textContent).toBe('Start free')
  })
})
