'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

/** What `/wechat-share` answers (src/app/(api)/wechat-share/route.ts). */
type SignedConfig = { appId: string; timestamp: number; nonceStr: string; signature: string }

type Card = { title: string; desc: string; link: string; imgUrl: string }

const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const

/** The address the page was opened at: WeChat on iOS checks every signature against it, whatever pushState did. */
const entryUrl = typeof window === 'undefined' ? '' : window.location.href.split('#')[0]

const isWechat = () => /MicroMessenger/i.test(navigator.userAgent)
const isIos = () => /iPhone|iPad|iPod/i.test(navigator.userAgent)

function meta(selector: string): string {
  return document.head.querySelector<HTMLMetaElement>(selector)?.content?.trim() ?? ''
}

/**
 * The card of the page as its head describes it: its Open Graph title and description, and its square image (WeChat
 * shows a square thumbnail; every page names one after its wide image, src/components/pages/seo.ts).
 */
function currentCard(): Card {
  const images = [...document.head.querySelectorAll<HTMLMetaElement>('meta[property="og:image"]')]
  const square = images.find((image) => {
    // An image's own properties follow it, up to the next image.
    const size: Record<string, string | null> = {}
    for (let next = image.nextElementSibling; next; next = next.nextElementSibling) {
      const property = next.getAttribute('property') ?? ''
      if (!property.startsWith('og:image:')) break
      size[property] = next.getAttribute('content')
    }
    return !!size['og:image:width'] && size['og:image:width'] === size['og:image:height']
  })
  return {
    title: meta('meta[property="og:title"]') || document.title,
    desc: meta('meta[property="og:description"]') || meta('meta[name="description"]'),
    link: window.location.href.split('#')[0],
    imgUrl: (square ?? images[0])?.content ?? '',
  }
}

/** The last signed address this page configured the JS-SDK for. */
let configuredFor = ''

/**
 * A page opened in WeChat sets its own share card (to a chat and to Moments) through WeChat's JS-SDK: only inside
 * WeChat, only when the layout renders this (an official account is configured: WECHAT_APP_ID), and again after
 * every client-side navigation and whenever the head changes. The SDK is the npm package `weixin-js-sdk`,
 * bundled as a chunk of its own and loaded only then; outside WeChat nothing is loaded or asked.
 */
export function WechatShare({ endpoint, lang }: { endpoint: string; lang: string }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => {
    if (!isWechat()) return
    let cancelled = false
    let observer: MutationObserver | null = null
    const signUrl = isIos() ? entryUrl : window.location.href.split('#')[0]
    void (async () => {
      const { default: wx } = await import('weixin-js-sdk')
      if (configuredFor !== signUrl) {
        const res = await fetch(`${endpoint}?url=${encodeURIComponent(signUrl)}&lang=${encodeURIComponent(lang)}`, { cache: 'no-store' })
        if (!res.ok || cancelled) return
        const signed = (await res.json()) as SignedConfig
        if (cancelled) return
        wx.config({ debug: false, ...signed, jsApiList: [...SHARE_APIS] })
        configuredFor = signUrl
      }
      const apply = () => {
        if (cancelled) return
        const card = currentCard()
        const done = () => undefined
        wx.updateAppMessageShareData({ ...card, success: done })
        wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, success: done })
      }
      wx.ready(apply)
      // The head of a page reached on the client may be filled in after this effect: the card follows it.
      observer = new MutationObserver(apply)
      observer.observe(document.head, { childList: true, characterData: true, subtree: true })
    })().catch(() => {
      // No card of its own: WeChat shows its default one.
    })
    return () => {
      cancelled = true
      observer?.disconnect()
    }
  }, [endpoint, lang, pathname, search])
  return null
}
