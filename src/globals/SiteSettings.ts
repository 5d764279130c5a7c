import type { FieldHook, GlobalConfig } from 'payload'

import { adminOnlyField, hasRole } from '@/access/roles'
import { TAGS } from '@/content/cache-tags'
import { mediaVisibilityGlobalHook } from '@/content/media-visibility'
import { revalidateGlobal } from '@/content/revalidate'
import { validateHttpsAddress, validatePhone, validateWebAddress } from '@/fields/contact'
import { linkField } from '@/fields/link'
import { imageOnly } from '@/fields/media'
import { isTongjiId } from '@/lib/baidu'
import { isIndexNowKey } from '@/lib/search-push'
import { CLEAR_SECRETS, isMask, mask } from '@/lib/secret-box'

import { globalAccess } from './access'

const isEditor = hasRole('admin', 'editor')

/** The Baidu push token as the admin sees it: masked (the push reads it in clear under CLEAR_SECRETS). */
const maskToken: FieldHook = ({ value, req }) =>
  typeof value === 'string' && value !== '' && req.context?.[CLEAR_SECRETS] !== true ? mask(value) : value

/** A save that sends the mask back (or nothing) keeps the stored token; an empty value clears it. */
const keepMaskedToken: FieldHook = async ({ value, req }) => {
  if (value !== undefined && !isMask(value)) return value
  const stored = (await req.payload.db.findGlobal({ slug: 'site-settings', req })) as { baiduPush?: { token?: string | null } } | null
  return stored?.baiduPush?.token ?? null
}

/** Identity and contact details of contract 6: everything the header and footer show about the company. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { zh: '站点设置', en: 'Site settings' },
  admin: { group: { zh: '设置', en: 'Settings' } },
  access: globalAccess,
  // Media are public only while published content uses them (src/content/media-visibility.ts).
  hooks: { afterChange: [mediaVisibilityGlobalHook, ...revalidateGlobal(TAGS.siteSettings)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { zh: '公司信息', en: 'Identity' },
          fields: [
            { name: 'companyName', type: 'text', required: true, localized: true, label: { zh: '公司名称', en: 'Company name' } },
            { name: 'shortName', type: 'text', required: true, localized: true, label: { zh: '简称', en: 'Short name' } },
            { name: 'slogan', type: 'text', localized: true, label: { zh: '标语', en: 'Slogan' } },
            { name: 'description', type: 'textarea', localized: true, label: { zh: '站点描述（SEO）', en: 'Site description (SEO)' } },
            { name: 'logo', type: 'upload', relationTo: 'media', label: { zh: '标志', en: 'Logo' }, ...imageOnly },
            { name: 'logoOnDark', type: 'upload', relationTo: 'media', label: { zh: '深色背景标志', en: 'Logo on dark' }, ...imageOnly },
          ],
        },
        {
          label: { zh: '联系方式', en: 'Contacts' },
          fields: [
            {
              name: 'hotlines',
              type: 'array',
              localized: true,
              label: { zh: '客服热线', en: 'Hotlines' },
              labels: { singular: { zh: '热线', en: 'Hotline' }, plural: { zh: '客服热线', en: 'Hotlines' } },
              fields: [
                { name: 'label', type: 'text', label: { zh: '名称', en: 'Label' } },
                { name: 'number', type: 'text', required: true, label: { zh: '号码', en: 'Number' }, validate: validatePhone },
              ],
            },
            {
              name: 'mailboxes',
              type: 'group',
              label: { zh: '邮箱', en: 'Mailboxes' },
              fields: [
                { name: 'sales', type: 'email', label: { zh: '销售邮箱', en: 'Sales' } },
                { name: 'support', type: 'email', label: { zh: '技术支持邮箱', en: 'Support' } },
                { name: 'development', type: 'email', label: { zh: '研发合作邮箱', en: 'Development' } },
              ],
            },
            {
              name: 'consultants',
              type: 'array',
              localized: true,
              label: { zh: '业务咨询', en: 'Consulting contacts' },
              labels: { singular: { zh: '咨询联系人', en: 'Consulting contact' }, plural: { zh: '业务咨询', en: 'Consulting contacts' } },
              fields: [
                { name: 'area', type: 'text', required: true, label: { zh: '业务', en: 'Area' } },
                { name: 'name', type: 'text', required: true, label: { zh: '联系人', en: 'Contact' } },
                { name: 'phone', type: 'text', required: true, label: { zh: '电话', en: 'Phone' }, validate: validatePhone },
              ],
            },
            { name: 'address', type: 'text', localized: true, label: { zh: '通讯地址', en: 'Postal address' } },
            { name: 'postcode', type: 'text', label: { zh: '邮编', en: 'Postcode' } },
            { name: 'qrCode', type: 'upload', relationTo: 'media', label: { zh: '二维码', en: 'QR code' }, ...imageOnly },
            { name: 'qrCaption', type: 'text', localized: true, label: { zh: '二维码说明', en: 'QR code caption' } },
          ],
        },
        {
          label: { zh: '备案与链接', en: 'Legal & links' },
          fields: [
            { name: 'copyright', type: 'text', localized: true, label: { zh: '版权声明', en: 'Copyright line' } },
            {
              // The demo company says it is fictional; a real company leaves it empty (src/components/layout/SiteFooter.tsx).
              name: 'demoNotice',
              type: 'text',
              localized: true,
              label: { zh: '演示声明', en: 'Demo notice' },
              admin: {
                description: {
                  zh: '填写后显示在页脚版权声明下方，如“本站为演示站点：公司、客户、人物与项目均为虚构。”；正式网站留空',
                  en: 'Shown under the copyright line when filled, e.g. "This is a demo site: the company, clients, people and projects are fictional."; empty on a real site',
                },
              },
            },
            { name: 'icpNumber', type: 'text', label: { zh: 'ICP 备案号', en: 'ICP filing number' } },
            {
              name: 'icpLink',
              type: 'text',
              defaultValue: 'https://beian.miit.gov.cn/',
              label: { zh: '备案查询网址', en: 'Filing site' },
              ...linkField,
              validate: validateWebAddress,
            },
            {
              name: 'psbNumber',
              type: 'text',
              label: { zh: '公安联网备案号', en: 'Public security filing number' },
              admin: { description: { zh: '例如：京公网安备 11010802000000号', en: 'For example: 京公网安备 11010802000000号' } },
            },
            {
              name: 'psbLink',
              type: 'text',
              label: { zh: '公安备案查询网址', en: 'Public security filing site' },
              admin: {
                description: {
                  zh: '留空时链接到全国互联网安全管理服务平台对此备案号的查询',
                  en: "Empty: the national filing platform's page for this number",
                },
              },
              ...linkField,
              validate: validateWebAddress,
            },
            {
              name: 'saasLoginUrl',
              type: 'text',
              required: true,
              label: { zh: 'SaaS 登录地址', en: 'SaaS login address' },
              admin: { description: { zh: '必须以 https:// 开头', en: 'Must start with https://' } },
              ...linkField,
              validate: validateHttpsAddress,
            },
          ],
        },
        {
          label: { zh: '跳转', en: 'Redirects' },
          fields: [
            {
              name: 'redirectHosts',
              type: 'textarea',
              label: { zh: '允许跳转到的外部网站', en: 'Hosts redirects may lead to' },
              // Administrators alone decide where the site may send its visitors; editors see the list.
              access: { read: ({ req }) => isEditor(req.user), update: adminOnlyField, create: adminOnlyField },
              admin: {
                description: {
                  zh: '每行一个主机名，如 old.example.com 或 *.example.com；跳转的目标只能是本站地址或这里列出的网站（仅管理员可修改）',
                  en: 'One host a line, e.g. old.example.com or *.example.com; redirects may lead only to this site or to these hosts (administrators only)',
                },
              },
            },
          ],
        },
        {
          // All off until filled in (docs/operations.md, "Baidu" and "Search-engine push"): nothing is loaded from or
          // sent to a search engine by default.
          label: { zh: '百度统计与搜索引擎推送', en: 'Baidu & search engines' },
          fields: [
            {
              name: 'baiduTongjiId',
              type: 'text',
              label: { zh: '百度统计站点 ID', en: 'Baidu Tongji site id' },
              admin: {
                description: {
                  zh: '百度统计代码中 hm.js? 之后的 32 位编号；填写后公开页面加载百度统计脚本，留空则不加载',
                  en: 'The 32-character id after hm.js? in the Tongji snippet; when set, the public pages load the Tongji script',
                },
              },
              validate: (value: unknown) =>
                value === null || value === undefined || value === '' || isTongjiId(value)
                  ? true
                  : '应为 32 位十六进制字符 / 32 hexadecimal characters expected',
            },
            {
              name: 'baiduPush',
              type: 'group',
              label: { zh: '百度普通收录推送', en: 'Baidu URL push' },
              admin: {
                description: {
                  zh: '站点和准入密钥都填写后，发布新闻、页面或视频时在后台把两种语言的网址推送给百度',
                  en: 'When both are set, publishing a news item, page or video pushes its URLs in both languages to Baidu in the background',
                },
              },
              fields: [
                {
                  name: 'site',
                  type: 'text',
                  label: { zh: '站点', en: 'Site' },
                  validate: validateWebAddress,
                  admin: {
                    description: {
                      zh: '百度搜索资源平台登记的站点，如 https://www.example.com',
                      en: 'As registered with Baidu, e.g. https://www.example.com',
                    },
                  },
                },
                {
                  name: 'token',
                  type: 'text',
                  label: { zh: '准入密钥 (token)', en: 'Token' },
                  // A secret: never in the public REST/GraphQL answers of the global, shown masked in the admin (a
                  // form that sends the mask back keeps it), read in clear only by the push (src/content/search-push.ts).
                  access: { read: ({ req }) => isEditor(req.user) },
                  hooks: { beforeChange: [keepMaskedToken], afterRead: [maskToken] },
                },
              ],
            },
            {
              name: 'indexNowKey',
              type: 'text',
              label: { zh: 'IndexNow 密钥', en: 'IndexNow key' },
              // Served at /{key}.txt for the engines to check (the protocol), so it is not secret from them; it stays
              // out of the public answers of the global all the same.
              access: { read: ({ req }) => isEditor(req.user) },
              admin: {
                description: {
                  zh: '8–128 位字母、数字或短横线。填写后，发布、修改、下线或跳转的网址会告知必应、Yandex、Naver 和 Seznam；网站在 /密钥.txt 提供密钥文件',
                  en: '8 to 128 letters, digits or dashes. When set, published, changed, unpublished and redirected URLs are sent to Bing, Yandex, Naver and Seznam; the site serves the key file at /<key>.txt',
                },
              },
              validate: (value: unknown) =>
                value === null || value === undefined || value === '' || isIndexNowKey(value)
                  ? true
                  : '应为 8–128 位字母、数字或短横线 / 8 to 128 letters, digits or dashes expected',
            },
          ],
        },
      ],
    },
  ],
}
