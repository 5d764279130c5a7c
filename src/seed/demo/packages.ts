/**
 * The demo's installer packages: for each product a small, valid ZIP archive with a readme and a licence in both
 * languages and an installation guide, made at seed time and served by the site like any uploaded installer (its
 * SHA-256 and size computed on upload and shown on the download page).
 */
import { simplePdf } from '../pdf'
import { zip } from './artwork/render'
import { COMPANY } from './data/company'
import type { SoftwareDef } from './data/support'

export const PACKAGE_FILES = ['README.txt', 'LICENSE.txt', 'install-guide.pdf'] as const

function readme(s: SoftwareDef): string {
  return [
    `${s.name.zh} ${s.version}`,
    `${s.name.en} ${s.version}`,
    '',
    '本压缩包为演示网站生成的示例安装包，不含可运行的软件。',
    'This archive is a sample package made for the demo website; it holds no working software.',
    '',
    '安装 / Installation:',
    '1. 解压压缩包 / Unpack the archive.',
    '2. 阅读 install-guide.pdf / Read install-guide.pdf.',
    '3. 用 sha256sum 核对下载页上的校验值 / Check the download page’s checksum with sha256sum.',
    '',
    `技术支持 / Support: ${COMPANY.mailboxes.support}`,
  ].join('\r\n')
}

function licence(s: SoftwareDef): string {
  return [
    `${s.name.en} ${s.version}: licence of the sample package`,
    '',
    `Copyright (c) 2026 ${COMPANY.name.en} (a fictional company of the demo website).`,
    'This sample package may be copied and shared freely. It contains no software and no warranty is given.',
    '',
    `${s.name.zh} ${s.version}：示例安装包许可`,
    '',
    `版权所有 (c) 2026 ${COMPANY.name.zh}（演示网站中的虚构公司）。`,
    '本示例安装包可自由复制与分发；其中不含软件，不提供任何担保。',
  ].join('\r\n')
}

/** The archive of one product: its file name and bytes. */
export function demoPackage(s: SoftwareDef): { name: string; data: Buffer } {
  const guide = simplePdf([
    `${s.name.en} ${s.version}`,
    'Installation guide',
    '1. Unpack the archive.',
    '2. Run setup and follow the steps.',
    '3. Sign in with your licence.',
  ])
  return {
    name: `${s.alias}-${s.version}.zip`,
    data: zip([
      { name: PACKAGE_FILES[0], data: Buffer.from(readme(s), 'utf8') },
      { name: PACKAGE_FILES[1], data: Buffer.from(licence(s), 'utf8') },
      { name: PACKAGE_FILES[2], data: guide },
    ]),
  }
}
