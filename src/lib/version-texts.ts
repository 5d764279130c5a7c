/**
 * What publishing and restoring do, said before and after (src/collections/history.ts):
 *
 * - the main publish button publishes the language being edited only ("仅发布 中文"); publishing every language at
 *   once is the menu's separate choice, which says that each language's newest draft goes live;
 * - a restore brings back one language of a version, the one being edited, and leaves the other languages as they
 *   are on the site and in their drafts; a published version is published in that language at once, a draft version
 *   (or one restored "as draft") becomes that language's newest draft and the site keeps what it shows.
 */
import { adminText } from '@/i18n/locales'

const RESTORED = {
  published: {
    zh: '已恢复并发布{{language}}内容：网站上的{{language}}页面现在显示此版本，其他语言不变。',
    en: 'Restored and published in {{language}}: the site now shows this version in {{language}}; other languages are unchanged.',
  },
  draft: {
    zh: '已将{{language}}内容恢复为草稿：网站上的内容不变，发布后才会更新；其他语言不变。',
    en: 'Restored as a {{language}} draft: the site stays as it is until you publish; other languages are unchanged.',
  },
  all: {
    zh: '已恢复此版本的所有语言。',
    en: 'Restored this version in every language.',
  },
}

/** The message after a restore, in the admin's language; `language` is the restored language's name, or null for all. */
export function restoredMessage(asDraft: boolean, adminLanguage: string | undefined, language: string | null): string {
  if (language === null) return adminText(adminLanguage, RESTORED.all)
  return adminText(adminLanguage, RESTORED[asDraft ? 'draft' : 'published']).replaceAll('{{language}}', language)
}

/** A restore of a language the version has no text in (it would take that language off the site). */
export function emptyLanguageMessage(adminLanguage: string | undefined, language: string): string {
  return adminText(adminLanguage, {
    zh: `此版本没有${language}内容，无法恢复${language}：请在语言选择中换成此版本有内容的语言。`,
    en: `This version has no ${language} text, so there is no ${language} to restore: switch the language selector to one this version holds.`,
  }).replace(/\s+/g, ' ')
}

/** Payload's own texts of the publish button, the restore dialog and the stale-data dialog, replaced by ones that say what each does. */
export const PAYLOAD_TEXTS_REPLACED = {
  zh: {
    version: {
      aboutToRestore:
        '您将把这个{{label}}在当前编辑语言（页面顶部的语言选择）中的内容恢复到 {{versionDate}} 时的内容，其他语言在网站上和草稿中都保持不变。已发布的版本恢复后立即在该语言发布；草稿版本或选择“恢复为草稿”时只保存为该语言的草稿，网站上的内容不变，发布后才会更新。',
      restoreAsDraft: '恢复为草稿（网站不变）',
      restoreThisVersion: '恢复此语言的此版本',
      publishIn: '仅发布 {{locale}}',
      publishAllLocales: '发布所有语言（每种语言的最新草稿都会上线）',
    },
    general: {
      // Payload's stale-data dialog said "by another user" only; the same editor's other window does it as well.
      documentOutOfDate: '此文档刚在别处保存过（其他用户，或您在另一个窗口中）。您当前的视图已过期：请重新加载文档后再修改。',
    },
  },
  en: {
    version: {
      aboutToRestore:
        'You are about to restore the text of this {{label}} in the language being edited (the language selector at the top) to its content of {{versionDate}}; other languages stay as they are, on the site and in their drafts. A published version is published in that language at once; a draft version, or "Restore as draft", is saved as that language\'s draft only and the site stays as it is until you publish.',
      restoreAsDraft: 'Restore as draft (site unchanged)',
      restoreThisVersion: 'Restore this version in this language',
      publishIn: 'Publish {{locale}} only',
      publishAllLocales: "Publish all languages (each language's newest draft goes live)",
    },
    general: {
      documentOutOfDate:
        'This document was just saved elsewhere (by another user, or by you in another window). Your view is out of date: reload the document before changing it.',
    },
  },
}

/** A `?locale=` that names no language of the site. */
export function unknownLanguageMessage(adminLanguage: string | undefined): string {
  return adminText(adminLanguage, { zh: '未知的语言。', en: 'Unknown language.' })
}
