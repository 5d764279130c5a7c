/** 24 news items (six per class) and 8 videos. */
import type { NewsClass } from '@/collections/News'

import type { ClipKind, NewsTheme } from '../artwork/compositions'
import type { L } from './types'

export type NewsDef = { cls: NewsClass; date: string; theme: NewsTheme; title: L; synopsis: L; body: L<string[]> }

export const NEWS_TAGS: Record<NewsClass, string> = {
  newsletter: 'NEWSLETTER',
  company: 'COMPANY NEWS',
  notice: 'NOTICE',
  industry: 'INDUSTRY',
}

export const NEWS: NewsDef[] = [
  // ---------------------------------------------------------------- newsletter
  {
    cls: 'newsletter', date: '2026-11-06T02:30:00Z', theme: 'plan',
    title: { zh: 'AIRoad 2026 秋季版发布：新增实景三维选线与智能桥隧识别', en: 'AIRoad autumn 2026 release adds reality-mesh routing and smarter structure detection' },
    synopsis: { zh: '新版本支持直接在倾斜摄影模型上布线，桥隧自动识别准确率进一步提升。', en: 'Lay out routes directly on oblique photography meshes, with more accurate automatic bridge and tunnel placement.' },
    body: {
      zh: ['11 月 6 日，云衢数字正式发布 AIRoad 道路快速方案设计系统 2026 秋季版（V4.2）。', '## 主要更新', '- 支持直接加载 OSGB、3D Tiles 实景模型进行布线，自动统计路线占压建筑面积', '- 桥隧自动识别算法升级，综合考虑填挖高度、跨越对象与地质条件', '- 比选报告新增碳排放估算指标', '老用户可通过软件内“检查更新”免费升级，详细说明请参阅更新日志。'],
      en: ['On 6 November we released the autumn 2026 version of AIRoad (V4.2).', '## What is new', '- Route directly on OSGB and 3D Tiles reality meshes, with building take totalled automatically', '- Improved bridge and tunnel detection that weighs fill height, features crossed and geology', '- An embodied-carbon estimate in the comparison report', 'Existing customers can upgrade free from Check for updates in the software. See the update log for details.'],
    },
  },
  {
    cls: 'newsletter', date: '2026-09-18T03:00:00Z', theme: 'interchange',
    title: { zh: 'EICAD 6.3 上线：互通端部设计效率再提升', en: 'EICAD 6.3: faster gore and taper design' },
    synopsis: { zh: '端部与变速车道一键生成，合成坡度检查实时可视化。', en: 'Gores and speed-change lanes in one step, with resultant grade checks shown live.' },
    body: {
      zh: ['EICAD 6.3 重点优化了互通立交端部设计流程。设计人员只需选择主线与匝道，系统即可按规范自动生成渐变段、鼻端与标线。', '新版同时改进了合成坡度检查，超限路段在平面图中以色带直观标示。', '此外，横断面批量出图速度提升约 35%。'],
      en: ['EICAD 6.3 reworks the interchange gore workflow. Pick the mainline and the ramp, and tapers, noses and markings are generated to standard.', 'Resultant grade checking has also improved: sections over the limit are shown as a colour band on the plan.', 'Batch cross-section plotting is about 35% faster.'],
    },
  },
  {
    cls: 'newsletter', date: '2026-07-02T02:00:00Z', theme: 'plant',
    title: { zh: 'BeamYard 新增小箱梁排产模板与移动端扫码验收', en: 'BeamYard adds small box-girder templates and mobile QR inspection' },
    synopsis: { zh: '梁场现场人员可通过手机扫码完成工序验收。', en: 'Yard staff can now sign off each step by scanning the beam\'s code on a phone.' },
    body: {
      zh: ['BeamYard 智慧梁场平台本月更新，新增小箱梁生产排产模板，支持按架梁计划自动推算台座需求。', '移动端新增扫码验收功能：质检人员扫描梁片二维码即可完成钢筋、模板、混凝土等工序验收，记录实时同步到平台。'],
      en: ['This month\'s BeamYard update brings a production template for small box girders, working out pedestal demand from the erection programme.', 'The mobile app now supports QR sign-off: inspectors scan a beam\'s code to approve rebar, formwork and concrete, and the record syncs to the platform immediately.'],
    },
  },
  {
    cls: 'newsletter', date: '2026-04-20T02:00:00Z', theme: 'scene',
    title: { zh: 'Report3D 支持 4K 输出与网页端汇报包', en: 'Report3D now exports 4K and web presentation packages' },
    synopsis: { zh: '汇报成果可一键打包为网页，在浏览器中直接演示。', en: 'Package a presentation as a web page and present it from any browser.' },
    body: {
      zh: ['Report3D 4.0 新增 4K 视频输出及网页汇报包功能。汇报包可部署在内网服务器，评审专家通过浏览器即可交互查看三维场景。', '新版还优化了百公里级场景的加载速度，普通办公电脑即可流畅演示。'],
      en: ['Report3D 4.0 exports 4K video and web presentation packages. Host a package on an intranet server and reviewers explore the 3D scene in their browser.', 'Scenes of 100 km and more also load faster, so an ordinary office PC presents them smoothly.'],
    },
  },
  {
    cls: 'newsletter', date: '2026-02-10T02:00:00Z', theme: 'rail',
    title: { zh: 'TICAD 新增市域铁路设计规范校核规则', en: 'TICAD adds design code checks for suburban railways' },
    synopsis: { zh: '支持 160 km/h 市域铁路线路设计参数校核。', en: 'Checks design parameters for suburban lines up to 160 km/h.' },
    body: {
      zh: ['为满足市域（郊）铁路建设需求，TICAD 新增市域铁路设计规范校核规则库，覆盖最小曲线半径、缓和曲线长度、坡段长度等参数。', '用户可在项目设置中一键切换地铁与市域铁路规则。'],
      en: ['To support the growth of suburban railways, TICAD now includes a suburban rail rule library covering minimum radii, transition lengths and grade lengths.', 'Switch between metro and suburban rules in the project settings.'],
    },
  },
  {
    cls: 'newsletter', date: '2025-12-15T02:00:00Z', theme: 'drive',
    title: { zh: 'VRRoad 驾驶仿真新增雨雾夜间场景', en: 'VRRoad adds rain, fog and night driving' },
    synopsis: { zh: '不良天气与夜间条件下的视距与安全评价更贴近实际。', en: 'More realistic sight distance and safety evaluation in poor weather and at night.' },
    body: {
      zh: ['VRRoad 本次更新新增雨、雾、夜间三类驾驶环境，可设置能见度与路面湿滑系数。', '结合新版运行速度模型，系统可评估不良天气下的安全风险路段，为交安设施设置提供依据。'],
      en: ['This VRRoad update adds rain, fog and night driving, with adjustable visibility and road surface friction.', 'Combined with the new operating speed model, it identifies stretches that become risky in poor conditions and informs where safety furniture is needed.'],
    },
  },
  // ---------------------------------------------------------------- company
  {
    cls: 'company', date: '2026-10-28T06:00:00Z', theme: 'event',
    title: { zh: '2026 云衢数字用户大会在京举行', en: 'Yunqu Digital User Conference 2026 held in Beijing' },
    synopsis: { zh: '来自 200 余家设计院与施工企业的 600 余位嘉宾参会。', en: 'More than 600 guests from over 200 design institutes and contractors attended.' },
    body: {
      zh: ['10 月 28 日，2026 云衢数字用户大会在北京召开，主题为“数字设计 · 智慧建造”。', '大会发布了设计施工一体化平台路线图，多家用户单位分享了 AIRoad、EICAD 与 BeamYard 的应用经验。', '会上，公司与 6 家设计院签署了联合创新合作协议。'],
      en: ['Our 2026 User Conference took place in Beijing on 28 October under the theme Digital design, smart construction.', 'We set out the roadmap for our integrated design-to-construction platform, and customers shared their experience with AIRoad, EICAD and BeamYard.', 'Six design institutes signed joint innovation agreements with us during the event.'],
    },
  },
  {
    cls: 'company', date: '2026-08-12T02:00:00Z', theme: 'notice',
    title: { zh: '公司新获 3 项发明专利授权，累计达 11 项', en: 'Three more invention patents granted, bringing the total to 11' },
    synopsis: { zh: '新专利涉及路线智能优化、梁场排产与驾驶仿真评价。', en: 'The new patents cover route optimisation, beam yard scheduling and simulation-based evaluation.' },
    body: {
      zh: ['近日，公司“一种基于多约束的道路路线智能优化方法”等 3 项发明专利获得国家知识产权局授权。', '截至目前，公司已累计获得发明专利 11 项、软件著作权 39 项。', '公司将持续加大研发投入，推动核心技术自主可控。'],
      en: ['Three more of our invention patents have been granted, including a multi-constraint method for optimising road alignments.', 'We now hold 11 invention patents and 39 software copyrights.', 'We will keep investing in research so that our core technology remains our own.'],
    },
  },
  {
    cls: 'company', date: '2026-06-05T02:00:00Z', theme: 'site',
    title: { zh: '公司通过 ISO 27001 信息安全管理体系认证', en: 'Yunqu Digital certified to ISO 27001' },
    synopsis: { zh: 'SaaS 平台数据安全管理能力获得权威认证。', en: 'Independent certification for how we protect data on our SaaS platforms.' },
    body: {
      zh: ['公司顺利通过 ISO/IEC 27001 信息安全管理体系认证，认证范围覆盖 BuildOps、SiteLink、BeamYard 云平台的研发与运维服务。', '这标志着公司在数据安全方面的管理水平达到国际标准要求。'],
      en: ['We have been certified to ISO/IEC 27001, covering the development and operation of the BuildOps, SiteLink and BeamYard cloud platforms.', 'The certification confirms that our information security management meets the international standard.'],
    },
  },
  {
    cls: 'company', date: '2026-03-18T02:00:00Z', theme: 'profile',
    title: { zh: '云衢数字与多所高校共建交通数字化联合实验室', en: 'Joint transport digitalisation labs launched with universities' },
    synopsis: { zh: '校企合作培养数字设计与智能建造人才。', en: 'Industry and universities working together on digital design and smart construction skills.' },
    body: {
      zh: ['公司与多所交通类高校签约共建联合实验室，提供校园版软件、课程资源与师资培训。', '双方将在课程建设、竞赛指导与科研合作方面深入合作。'],
      en: ['We have signed agreements with several transport universities to set up joint laboratories, supplying campus software, course materials and teacher training.', 'The partnerships cover curriculum development, competition coaching and joint research.'],
    },
  },
  {
    cls: 'company', date: '2025-12-28T02:00:00Z', theme: 'bridge',
    title: { zh: '公司服务客户企业突破 1000 家', en: 'More than 1000 client enterprises now use our software' },
    synopsis: { zh: '设计人员用户超过 2 万名，覆盖全国主要交通设计院。', en: 'Over 20 000 designers, including most of the country\'s major transport design institutes.' },
    body: {
      zh: ['截至 2025 年底，公司服务客户企业超过 1000 家，设计人员用户超过 20000 名。', '累计完成道路方案约 30000 公里、互通立交设计 1000 余座，服务重大工程 40 余项。', '感谢每一位用户的信任与支持。'],
      en: ['By the end of 2025 more than 1000 client enterprises and over 20 000 designers were using our products.', 'Together they have designed some 30 000 km of road schemes and over 1000 interchanges, on more than 40 major projects.', 'Thank you to every customer for your trust.'],
    },
  },
  {
    cls: 'company', date: '2025-10-16T02:00:00Z', theme: 'dashboard',
    title: { zh: '公司荣获年度交通行业数字化创新企业', en: 'Named a transport digital innovation company of the year' },
    synopsis: { zh: '智慧梁场解决方案获评优秀应用案例。', en: 'Our smart beam plant solution was recognised as an outstanding application.' },
    body: {
      zh: ['在行业数字化创新年会上，公司获评“年度交通行业数字化创新企业”，BeamYard 智慧梁场解决方案入选优秀应用案例。'],
      en: ['At an industry conference on digital innovation we were named a transport digital innovation company of the year, and the BeamYard smart beam plant solution was selected as an outstanding application.'],
    },
  },
  // ---------------------------------------------------------------- notice
  {
    cls: 'notice', date: '2026-11-12T02:00:00Z', theme: 'notice',
    title: { zh: '关于 2026 年冬季 EICAD 培训班报名的通知', en: 'Registration open: EICAD winter training 2026' },
    synopsis: { zh: '12 月在北京、成都、广州三地开班，名额有限。', en: 'Courses in Beijing, Chengdu and Guangzhou in December. Places are limited.' },
    body: {
      zh: ['为帮助用户系统掌握 EICAD 互通立交设计，公司将于 12 月举办冬季培训班。', '- 北京：12 月 8 日—10 日', '- 成都：12 月 15 日—17 日', '- 广州：12 月 22 日—24 日', '请于 11 月 30 日前通过官网联系页面或客服热线报名。'],
      en: ['Our winter courses will help users master interchange design in EICAD.', '- Beijing: 8-10 December', '- Chengdu: 15-17 December', '- Guangzhou: 22-24 December', 'Please register by 30 November through the contact page or our hotline.'],
    },
  },
  {
    cls: 'notice', date: '2026-09-25T02:00:00Z', theme: 'notice',
    title: { zh: '国庆假期客户服务安排', en: 'Customer service over the National Day holiday' },
    synopsis: { zh: '假期期间技术支持热线正常值守。', en: 'The technical support hotline stays open throughout the holiday.' },
    body: {
      zh: ['10 月 1 日至 7 日国庆假期期间，公司技术支持热线与在线客服正常值守，紧急问题请直接拨打客服热线。', '软件授权续期等商务事宜将于 10 月 8 日起办理。'],
      en: ['During the National Day holiday from 1 to 7 October our support hotline and online chat remain open. For anything urgent, please call the hotline.', 'Licence renewals and other commercial matters will be handled from 8 October.'],
    },
  },
  {
    cls: 'notice', date: '2026-07-20T02:00:00Z', theme: 'notice',
    title: { zh: '关于旧版加密锁驱动停止维护的公告', en: 'End of support for the legacy dongle driver' },
    synopsis: { zh: '请用户于 12 月 31 日前升级至新版授权驱动。', en: 'Please upgrade to the new licence driver by 31 December.' },
    body: {
      zh: ['为提升授权稳定性与安全性，公司将于 2026 年 12 月 31 日停止维护旧版加密锁驱动（3.x 版本）。', '请用户在“软件下载”页面下载最新授权管理工具并完成升级，升级过程不影响已有授权。'],
      en: ['To make licensing more reliable and secure, support for the legacy dongle driver (3.x) ends on 31 December 2026.', 'Download the latest licence manager from the Download page and upgrade. Existing licences are unaffected.'],
    },
  },
  {
    cls: 'notice', date: '2026-05-08T02:00:00Z', theme: 'notice',
    title: { zh: '第三届交通数字设计大赛征集通知', en: 'Call for entries: third Transport Digital Design Competition' },
    synopsis: { zh: '面向高校学生与青年设计师，设置道路、立交与轨道三个赛道。', en: 'Open to students and young designers, with road, interchange and rail tracks.' },
    body: {
      zh: ['第三届交通数字设计大赛现已开放报名，参赛者可使用校园版或试用版软件完成作品。', '大赛设置一、二、三等奖及优秀指导教师奖，获奖作品将在用户大会上展示。'],
      en: ['Entries are open for the third Transport Digital Design Competition. Competitors may use the campus or trial editions of our software.', 'First, second and third prizes will be awarded along with prizes for supervising teachers, and winning entries will be shown at the User Conference.'],
    },
  },
  {
    cls: 'notice', date: '2026-01-06T02:00:00Z', theme: 'notice',
    title: { zh: 'SaaS 云平台系统升级维护公告', en: 'Planned maintenance on the SaaS platform' },
    synopsis: { zh: '1 月 10 日 00:00—06:00 进行系统升级。', en: 'Upgrade window: 10 January, 00:00 to 06:00.' },
    body: {
      zh: ['为提供更稳定的服务，云平台将于 1 月 10 日 00:00—06:00 进行系统升级，期间 BuildOps、SiteLink、BeamYard 网页端暂停访问，现场设备数据将在升级后自动补传。'],
      en: ['To keep the service reliable, the cloud platform will be upgraded on 10 January from 00:00 to 06:00. BuildOps, SiteLink and BeamYard web access will pause during that time; data from site devices will be uploaded automatically afterwards.'],
    },
  },
  {
    cls: 'notice', date: '2025-11-20T02:00:00Z', theme: 'notice',
    title: { zh: '关于谨防假冒公司名义销售软件的声明', en: 'Warning about unauthorised sellers using our name' },
    synopsis: { zh: '请通过官方渠道购买正版软件。', en: 'Please buy genuine licences through official channels only.' },
    body: {
      zh: ['近期发现有第三方假冒公司名义销售破解版软件。公司郑重声明：正版软件仅通过公司及授权合作伙伴销售，请用户通过官网公布的联系方式核实。'],
      en: ['We have become aware of third parties selling cracked copies of our software under our name. Genuine licences are sold only by us and our authorised partners. Please check using the contact details on this website.'],
    },
  },
  // ---------------------------------------------------------------- industry
  {
    cls: 'industry', date: '2026-10-10T02:00:00Z', theme: 'section',
    title: { zh: '公路工程 BIM 正向设计加速普及', en: 'BIM-first design is spreading fast in highway engineering' },
    synopsis: { zh: '越来越多的省份在新建高速公路项目中要求 BIM 交付。', en: 'More provinces now require BIM deliverables on new expressways.' },
    body: {
      zh: ['近年来，多个省份相继出台公路工程 BIM 技术应用指南，在新建高速公路项目中明确提出 BIM 交付要求。', '业内人士认为，BIM 正向设计的关键在于设计软件与施工管理平台的数据贯通，避免“为 BIM 而 BIM”。'],
      en: ['Several provinces have issued BIM guidelines for highway engineering and now require BIM deliverables on new expressways.', 'Practitioners say the key is data that flows from design software into construction management, rather than models built only to tick a box.'],
    },
  },
  {
    cls: 'industry', date: '2026-08-26T02:00:00Z', theme: 'plant',
    title: { zh: '预制构件工厂化生产成为桥梁建设新趋势', en: 'Factory-style precasting is becoming the norm for bridges' },
    synopsis: { zh: '标准化、智能化梁场建设提速。', en: 'Standardised, intelligent beam yards are being built faster.' },
    body: {
      zh: ['随着桥梁工业化建造的推进，标准化梁场与智慧梁场建设明显提速。', '自动喷淋、智能张拉、智能压浆等设备已成为新建梁场的标配，生产数据的集中管理成为下一步重点。'],
      en: ['As bridge construction industrialises, standardised and intelligent beam yards are being built much faster.', 'Automatic spraying, smart stressing and smart grouting are now standard in new yards; managing their data in one place is the next step.'],
    },
  },
  {
    cls: 'industry', date: '2026-06-18T02:00:00Z', theme: 'tunnel',
    title: { zh: '超大直径盾构隧道数字化建造实践综述', en: 'Digital construction of super-large shield tunnels: a review' },
    synopsis: { zh: '多源监测数据融合助力隧道施工安全。', en: 'Combining monitoring data to keep tunnelling safe.' },
    body: {
      zh: ['超大直径盾构隧道施工风险高，盾构掘进参数、管片姿态、地表沉降等多源监测数据的融合分析成为保障安全的关键。', '多个项目实践表明，统一的数据平台可显著缩短异常发现与处置时间。'],
      en: ['Super-large shield tunnels carry high risk, and analysing TBM parameters, segment alignment and surface settlement together has become central to safety.', 'Experience on several projects shows that a single data platform shortens the time from anomaly to response considerably.'],
    },
  },
  {
    cls: 'industry', date: '2026-03-30T02:00:00Z', theme: 'drive',
    title: { zh: '道路交通安全评价重视“以人为本”', en: 'Road safety evaluation puts the driver first' },
    synopsis: { zh: '驾驶模拟技术在安全评价中的作用日益凸显。', en: 'Driving simulation plays a growing role in safety audits.' },
    body: {
      zh: ['传统安全评价以规范指标校核为主，难以反映驾驶人的真实感受。驾驶模拟技术可在设计阶段再现驾驶过程，发现线形组合、视距和标志设置中的潜在问题。'],
      en: ['Traditional safety audits check compliance with the code but say little about how the road feels to drive. Simulation reproduces the drive at design stage and exposes problems with alignment combinations, sight distance and signing.'],
    },
  },
  {
    cls: 'industry', date: '2026-01-22T02:00:00Z', theme: 'dashboard',
    title: { zh: '智慧工地建设从“展示”走向“实用”', en: 'Smart sites move from showcase to everyday tool' },
    synopsis: { zh: '数据驱动的闭环管理成为智慧工地新要求。', en: 'Closed-loop, data-driven management is the new expectation.' },
    body: {
      zh: ['早期智慧工地建设偏重大屏展示，实际应用效果有限。当前，行业更加关注告警闭环、数据联动与管理效率提升。', '能否真正减少现场管理人员的工作量，成为衡量智慧工地价值的重要标准。'],
      en: ['Early smart sites were mostly about impressive dashboards, with limited practical effect. The industry now looks for alerts that are followed through, data that connects and real gains in efficiency.', 'Whether a system actually saves site managers time has become the measure of its value.'],
    },
  },
  {
    cls: 'industry', date: '2025-11-05T02:00:00Z', theme: 'rail',
    title: { zh: '市域铁路进入建设高峰期', en: 'Suburban railway construction reaches its peak' },
    synopsis: { zh: '都市圈通勤需求带动市域铁路规划建设。', en: 'Commuter demand in metropolitan areas is driving new suburban lines.' },
    body: {
      zh: ['随着都市圈的发展，市域（郊）铁路规划建设明显提速，多地新开工项目集中落地。', '线路设计需统筹与城市轨道交通、国家铁路的衔接，对设计工具的专业性提出更高要求。'],
      en: ['As metropolitan areas grow, suburban railway planning and construction have accelerated, with many new projects breaking ground.', 'These lines must connect with both urban metro and national rail networks, which asks more of the design tools.'],
    },
  },
]

export type VideoDef = { clip: ClipKind; date: string; title: L; description: L }

export const VIDEOS: VideoDef[] = [
  { clip: 'airoad', date: '2026-11-08T02:00:00Z', title: { zh: 'AIRoad 快速方案设计演示', en: 'AIRoad scheme design demo' }, description: { zh: '从控制点布设到方案比选，完整演示 AIRoad 的方案设计流程。', en: 'The whole AIRoad workflow, from placing control points to comparing schemes.' } },
  { clip: 'eicad', date: '2026-09-20T02:00:00Z', title: { zh: 'EICAD 苜蓿叶互通设计全过程', en: 'Designing a cloverleaf interchange in EICAD' }, description: { zh: '环形匝道、定向匝道与端部设计一气呵成。', en: 'Loop ramps, directional ramps and gores, start to finish.' } },
  { clip: 'ticad', date: '2026-07-15T02:00:00Z', title: { zh: 'TICAD 地铁线路与车站设计', en: 'Metro line and station design in TICAD' }, description: { zh: '左右线同步设计与车站配线模板应用。', en: 'Designing both tracks together and using station track templates.' } },
  { clip: 'vrRoad', date: '2026-05-28T02:00:00Z', title: { zh: 'VRRoad 山区高速驾驶仿真', en: 'VRRoad: simulating a mountain expressway' }, description: { zh: '连续弯道路段运行速度与视距评价。', en: 'Operating speed and sight distance on a run of tight curves.' } },
  { clip: 'Report3D', date: '2026-04-22T02:00:00Z', title: { zh: 'Report3D 三维汇报样片', en: 'Report3D sample presentation' }, description: { zh: '过江通道方案三维汇报片段。', en: 'An excerpt from a 3D presentation of a river crossing.' } },
  { clip: 'productSzhjsgl', date: '2026-02-26T02:00:00Z', title: { zh: 'BuildOps 施工管理平台介绍', en: 'Introducing BuildOps' }, description: { zh: '基于 BIM 的进度、质量与安全管理。', en: 'BIM-based schedule, quality and safety management.' } },
  { clip: 'zhgd', date: '2025-12-18T02:00:00Z', title: { zh: 'SiteLink 智慧工地指挥中心', en: 'Inside the SiteLink command centre' }, description: { zh: '人员、设备、环境实时监测与告警处置。', en: 'Live monitoring of people, plant and environment, and how alerts are handled.' } },
  { clip: 'zngc', date: '2025-10-30T02:00:00Z', title: { zh: 'BeamYard 智慧梁场生产实景', en: 'BeamYard on a working beam yard' }, description: { zh: '台座排产、智能养护与龙门吊调度。', en: 'Pedestal scheduling, automatic curing and gantry crane dispatch.' } },
]
