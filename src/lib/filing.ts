/**
 * The filing numbers a site in mainland China shows in its footer: the MIIT ICP number and the public security
 * (公安联网备案) number. Without an address of its own, the public security number links to the national platform's
 * query for its record code (the digits of the number).
 */
const PSB_FILING_SITE = 'https://beian.mps.gov.cn/'

export function publicSecurityFilingLink(number: string, link: string): string {
  if (link.trim()) return link.trim()
  const code = number.replace(/\D+/g, '')
  return code ? `${PSB_FILING_SITE}#/query/webSearch?code=${code}` : PSB_FILING_SITE
}
