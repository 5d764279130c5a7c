/**
 * What restoring a version does, said before and after: a published version is published at once; a draft version,
 * or one restored "as draft", becomes the newest draft and the site keeps what it shows (src/collections/history.ts).
 */
import { adminText } from '@/i18n/locales'

const RESTORED = {
  published: {
    zh: '已恢复并发布：网站现在显示此版本。',
    en: 'Restored and published: the site now shows this version.',
  },
  draft: {
    zh: '已恢复为草稿：网站上的内容不变，发布后才会更新。',
    en: 'Restored as a draft: the site stays as it is until you publish.',
  },
}

/** The message after a restore, in the admin's language. */
export function restoredMessage(asDraft: boolean, language: string | undefined): string {
  return adminText(language, RESTORED[asDraft ? 'draft' : 'published'])
}

/** Payload's own texts of the restore dialog, replaced by ones that say what each choice does (admin i18n). */
export const RESTORE_DIALOG_TEXTS = {
  zh: {
    version: {
      aboutToRestore:
        '您将把这个{{label}}恢复到 {{versionDate}} 时的内容。已发布的版本恢复后立即发布到网站；草稿版本或选择“恢复为草稿”时只保存为草稿，网站上的内容不变，发布后才会更新。',
      restoreAsDraft: '恢复为草稿（网站不变）',
      restoreThisVersion: '恢复此版本',
    },
  },
  en: {
    version: {
      aboutToRestore:
        'You are about to restore this {{label}} to its content of {{versionDate}}. A published version is published on the site at once; a draft version, or "Restore as draft", is saved as a draft only and the site stays as it is until you publish.',
      restoreAsDraft: 'Restore as draft (site unchanged)',
      restoreThisVersion: 'Restore this version',
    },
  },
}
