/** The fictional company: identity, claims, history, home-page sections, navigation, about / SaaS / support pages. */
import type { Feature, Figure, L } from './types'

export const SAAS_LOGIN_URL = 'https://cloud.yunqu-digital.example/login'

export const COMPANY = {
  name: { zh: '北京云衢数字工程科技有限公司', en: 'Yunqu Digital Engineering Co., Ltd.' },
  short: { zh: '云衢数字', en: 'Yunqu Digital' },
  slogan: { zh: '数字设计 · 智慧建造', en: 'Design it digitally. Build it smarter.' },
  description: {
    zh: '云衢数字专注道路、桥梁、隧道与轨道交通数字化设计与智慧建造软件，提供方案设计、道路与互通立交设计、轨道线路设计、驾驶仿真、三维汇报及施工管理、智慧工地、智慧梁场等产品与服务。',
    en: 'Yunqu Digital makes design and construction software for roads, bridges, tunnels and rail: scheme design, road and interchange design, rail line design, driving simulation, 3D presentation, construction management, smart sites and smart beam plants.',
  },
  hotlines: {
    zh: [{ label: '客服热线', number: '400-816-2018' }, { label: '技术支持', number: '010-6289 5170' }],
    en: [{ label: 'Customer service', number: '+86 400-816-2018' }, { label: 'Technical support', number: '+86 10 6289 5170' }],
  },
  mailboxes: { sales: 'sales@yunqu-digital.example', support: 'support@yunqu-digital.example', development: 'dev@yunqu-digital.example' },
  consultants: {
    zh: [{ area: '数字设计咨询', name: '李工', phone: '010-6289 5171' }, { area: '数字建造咨询', name: '陈经理', phone: '010-6289 5172' }],
    en: [{ area: 'Digital design enquiries', name: 'Li Wei', phone: '+86 10 6289 5171' }, { area: 'Digital construction enquiries', name: 'Chen Jing', phone: '+86 10 6289 5172' }],
  },
  address: { zh: '北京市海淀区丰慧中路 7 号院 3 号楼 5 层', en: '5F, Building 3, No. 7 Fenghui Middle Road, Haidian District, Beijing' },
  postcode: '100094',
  /** The footer's QR code: the (fictional) WeChat official account, as a real company's footer shows. */
  wechatQr: 'https://weixin.qq.com/r/yunqu-digital-demo',
  qrCaption: { zh: '扫码关注微信公众号', en: 'Scan to follow us on WeChat' },
  copyright: { zh: '© 2018-2026 北京云衢数字工程科技有限公司 版权所有', en: '© 2018-2026 Yunqu Digital Engineering Co., Ltd. All rights reserved.' },
  /** The footer's line under the copyright on the demo only (a real site leaves the setting empty). */
  demoNotice: {
    zh: '本站为演示站点：公司、客户、人物与项目均为虚构，如有雷同纯属巧合。',
    en: 'This is a demo site: the company, its clients, the people and the projects are fictional.',
  },
  icpNumber: '京ICP备2018074126号-1',
  icpLink: 'https://beian.miit.gov.cn/',
  psbNumber: '京公网安备 11010802041276号',
}

export const CLAIMS: Figure[] = [
  { value: '11', unit: { zh: '项', en: '' }, label: { zh: '发明专利', en: 'invention patents' } },
  { value: '39', unit: { zh: '项', en: '' }, label: { zh: '软件著作权', en: 'software copyrights' } },
  { value: '1000', unit: { zh: '+ 家', en: '+' }, label: { zh: '服务客户企业', en: 'client enterprises' } },
  { value: '20000', unit: { zh: '+ 名', en: '+' }, label: { zh: '设计人员用户', en: 'designer users' } },
  { value: '30000', unit: { zh: '公里', en: 'km' }, label: { zh: '累计道路方案', en: 'of road schemes' } },
  { value: '1000', unit: { zh: '+ 座', en: '+' }, label: { zh: '互通立交设计', en: 'interchanges designed' } },
  { value: '40', unit: { zh: '+ 项', en: '+' }, label: { zh: '服务重大工程', en: 'major projects' } },
  { value: '50', unit: { zh: '+ 家', en: '+' }, label: { zh: '合作企业', en: 'partner enterprises' } },
]

export const HISTORY: Array<{ year: string; title: L; text: L }> = [
  { year: '2018', title: { zh: '公司成立', en: 'Founded' }, text: { zh: '公司在北京中关村成立，核心团队来自交通设计院与高校，立项研发道路快速方案设计系统。', en: 'Founded in Beijing by engineers from transport design institutes and universities, with rapid road scheme design as the first product.' } },
  { year: '2019', title: { zh: 'AIRoad 1.0 发布', en: 'AIRoad 1.0' }, text: { zh: '首款产品 AIRoad 发布，当年进入 30 余家设计院。', en: 'AIRoad launches and is adopted by more than 30 design institutes in its first year.' } },
  { year: '2020', title: { zh: 'EICAD 系列整合上线', en: 'EICAD suite' }, text: { zh: '推出道路与互通立交集成设计系列 EICAD，形成方案到施工图的完整链条。', en: 'The EICAD road and interchange suite completes the chain from scheme to construction drawings.' } },
  { year: '2021', title: { zh: '进军数字建造', en: 'Into construction' }, text: { zh: 'BuildOps 施工管理平台与 SiteLink 智慧工地平台在首批重点工程落地。', en: 'BuildOps and SiteLink go live on the first major projects.' } },
  { year: '2022', title: { zh: '轨道与仿真', en: 'Rail and simulation' }, text: { zh: '发布 TICAD 轨道交通线路设计系统与 VRRoad 驾驶仿真系统。', en: 'TICAD for rail transit lines and VRRoad for driving simulation are released.' } },
  { year: '2023', title: { zh: '智慧梁场', en: 'Smart beam plants' }, text: { zh: 'BeamYard 智慧梁场平台发布，服务多座特大桥梁场。', en: 'BeamYard launches and is deployed at beam yards for several major bridges.' } },
  { year: '2024', title: { zh: '三维汇报与产学研', en: 'Report3D and universities' }, text: { zh: 'Report3D 发布；与多所高校共建联合实验室。', en: 'Report3D is released, and joint laboratories open with several universities.' } },
  { year: '2025', title: { zh: '用户突破两万', en: '20 000 users' }, text: { zh: '服务客户企业超过 1000 家，设计人员用户超过 20000 名。', en: 'More than 1000 client enterprises and 20 000 designers use our software.' } },
  { year: '2026', title: { zh: '设计施工一体化', en: 'Design to construction' }, text: { zh: '发布设计施工一体化平台路线图，累计获得发明专利 11 项、软件著作权 39 项。', en: 'We publish our integrated design-to-construction roadmap; 11 invention patents and 39 software copyrights granted.' } },
]

export const ABOUT = {
  title: { zh: '关于我们', en: 'About us' },
  kicker: { zh: '关于云衢数字', en: 'About Yunqu Digital' },
  heading: { zh: '让每一条道路，先在数字世界里建成', en: 'Every road is built first in the digital world' },
  text: {
    zh: '云衢数字成立于 2018 年，是一家专注交通基础设施数字化的软件企业，产品覆盖道路、桥梁、隧道与轨道交通的设计与建造全过程。',
    en: 'Founded in 2018, Yunqu Digital builds software for transport infrastructure, covering the design and construction of roads, bridges, tunnels and rail.',
  },
  body: {
    zh: [
      '公司核心团队来自国内知名交通设计院与高校，长期深耕道路勘测设计、互通立交、轨道交通线路与工程建造管理领域。我们相信，好的工程软件首先要懂工程：懂设计人员的出图习惯，懂施工现场的真实流程。',
      '目前，公司已形成“数字设计 + 数字建造”两大产品线：AIRoad、EICAD、TICAD、VRRoad、Report3D 服务于规划设计阶段，BuildOps、SiteLink、BeamYard 服务于施工建造阶段，设计数据可以无缝延续到施工现场。',
      '截至目前，公司服务客户企业 1000 余家、设计人员用户 2 万余名，累计完成道路方案约 30000 公里、互通立交设计 1000 余座，服务重大工程 40 余项。',
    ],
    en: [
      'Our founders came from leading transport design institutes and universities, with years in highway design, interchanges, rail lines and construction management. We believe good engineering software starts with understanding engineering: how designers produce drawings, and how work really happens on site.',
      'We have two product lines. For design: AIRoad, EICAD, TICAD, VRRoad and Report3D. For construction: BuildOps, SiteLink and BeamYard. Design data carries straight through to the site.',
      'Today more than 1000 client enterprises and 20 000 designers use our software. Together they have produced around 30 000 km of road schemes and more than 1000 interchanges, on over 40 major projects.',
    ],
  },
  historyHeading: { zh: '发展历程', en: 'Our story' },
  figuresHeading: { zh: '数说云衢', en: 'Yunqu Digital in numbers' },
  partnersHeading: { zh: '合作伙伴', en: 'Partners' },
  partnersIntro: { zh: '与 50 余家设计院、高校与建设企业携手，共同推动交通基础设施数字化。', en: 'We work with more than 50 design institutes, universities and construction companies to digitalise transport infrastructure.' },
  cta: { heading: { zh: '与我们联系', en: 'Get in touch' }, text: { zh: '无论是产品咨询、项目合作还是加入我们，都欢迎与我们联系。', en: 'Product questions, project partnerships or careers: we would be glad to hear from you.' } },
  meta: {
    title: { zh: '关于云衢数字 - 交通基础设施数字化软件企业', en: 'About Yunqu Digital: software for transport infrastructure' },
    description: {
      zh: '云衢数字成立于 2018 年，拥有发明专利 11 项、软件著作权 39 项，服务客户企业 1000 余家、设计人员 2 万余名。',
      en: 'Founded in 2018, Yunqu Digital holds 11 invention patents and 39 software copyrights and serves more than 1000 client enterprises and 20 000 designers.',
    },
  },
}

export const SAAS = {
  title: { zh: 'SaaS 云平台', en: 'SaaS Cloud Platform' },
  kicker: { zh: '云衢云', en: 'Yunqu Cloud' },
  heading: { zh: '勘察、设计、施工、养护，一朵云贯通', en: 'Survey, design, construction and maintenance in one cloud' },
  text: {
    zh: '云衢 SaaS 云平台将勘察云、设计云、施工云、养护云整合为统一入口，开箱即用、按需订阅，无需自建机房即可开展项目数字化管理。',
    en: 'Yunqu Cloud brings survey, design, construction and maintenance clouds together behind one sign-in. Subscribe to what you need and start managing projects digitally, with no servers to run.',
  },
  clouds: [
    { key: 'survey', name: { zh: '勘察云', en: 'Survey cloud' }, text: { zh: '外业数据在线汇集，实景模型云端发布与共享。', en: 'Field data collected online; reality meshes published and shared.' }, screen: 'airoad-3d', icon: 'camera' },
    { key: 'design', name: { zh: '设计云', en: 'Design cloud' }, text: { zh: '云端授权、协同设计与成果校审。', en: 'Cloud licences, collaborative design and checking.' }, screen: 'eicad-interchange', icon: 'road' },
    { key: 'construction', name: { zh: '施工云', en: 'Construction cloud' }, text: { zh: '施工管理、智慧工地与智慧梁场云服务。', en: 'Construction management, smart sites and smart beam plants as a service.' }, screen: 'cm-overview', icon: 'factory' },
    { key: 'maintenance', name: { zh: '养护云', en: 'Maintenance cloud' }, text: { zh: '竣工模型与运行监测数据支撑养护决策。', en: 'As-built models and monitoring data for maintenance decisions.' }, screen: 'site-env', icon: 'shield' },
  ] as Array<{ key: string; name: L; text: L; screen: string; icon: Feature['icon'] }>,
  imageText: {
    heading: { zh: '安全、稳定、可扩展', en: 'Secure, reliable, scalable' },
    text: { zh: '平台通过 ISO 27001 认证，数据多副本存储，支持企业级单点登录与细粒度权限管理。', en: 'ISO 27001 certified, with replicated storage, enterprise single sign-on and fine-grained permissions.' },
    bullets: { zh: ['99.9% 服务可用性承诺', '支持私有云与混合云部署', '开放 API 对接企业自有系统'], en: ['99.9% availability commitment', 'Private and hybrid cloud options', 'Open APIs for your own systems'] },
  },
  cta: { heading: { zh: '登录云平台', en: 'Sign in to Yunqu Cloud' }, text: { zh: '已有账号可直接登录；新用户可申请 30 天免费试用。', en: 'Sign in with your account, or ask for a free 30-day trial.' } },
  meta: {
    title: { zh: '云衢 SaaS 云平台 - 勘察设计施工养护一体化', en: 'Yunqu Cloud: survey, design, construction and maintenance SaaS' },
    description: { zh: '云衢 SaaS 云平台整合勘察云、设计云、施工云与养护云，按需订阅，开箱即用。', en: 'Yunqu Cloud combines survey, design, construction and maintenance clouds. Subscribe to what you need and start straight away.' },
  },
}

export const SUPPORT_AIROAD = {
  title: { zh: 'AIRoad 技术支持', en: 'AIRoad support' },
  kicker: { zh: '服务与支持', en: 'Support' },
  heading: { zh: 'AIRoad 用户服务中心', en: 'AIRoad customer support' },
  text: { zh: '安装授权、使用问题、版本升级，一站式解决。', en: 'Installation, licensing, how-to questions and upgrades, all in one place.' },
  body: {
    zh: [
      '## 常见问题',
      '### 启动时提示“未检测到授权”怎么办？',
      '请确认加密锁已插入且指示灯常亮；网络锁用户请检查授权服务器地址与端口（默认 27018）是否可访问。',
      '### 大范围地形加载缓慢？',
      '建议将地形数据存放在本地固态硬盘，并在“选项 - 性能”中开启地形缓存。',
      '### 如何升级到最新版本？',
      '在软件“帮助 - 检查更新”中在线升级，或前往软件下载页面获取完整安装包。升级不影响已有项目文件。',
      '## 服务承诺',
      '- 工作日 2 小时内响应，紧急问题 30 分钟内响应',
      '- 重大版本免费升级（维护期内）',
      '- 每季度线上培训课程',
    ],
    en: [
      '## Frequently asked questions',
      '### AIRoad says no licence was found',
      'Check that the dongle is plugged in and its light is steady. On a network licence, make sure the licence server address and port (27018 by default) can be reached.',
      '### Large terrain loads slowly',
      'Keep terrain data on a local SSD and turn on terrain caching under Options > Performance.',
      '### How do I upgrade?',
      'Use Help > Check for updates, or download the full installer from the Download page. Upgrading does not affect existing projects.',
      '## Our commitment',
      '- Response within 2 working hours; 30 minutes for urgent issues',
      '- Free major upgrades during maintenance',
      '- Online training every quarter',
    ],
  },
  channels: [
    { icon: 'team', title: { zh: '电话支持', en: 'Phone' }, text: { zh: '工作日 8:30-18:00，热线 400-816-2018。', en: 'Weekdays 8:30-18:00 Beijing time, +86 400-816-2018.' } },
    { icon: 'cloud', title: { zh: '远程协助', en: 'Remote assistance' }, text: { zh: '工程师远程连接，现场排查问题。', en: 'An engineer connects remotely to sort out the problem.' } },
    { icon: 'camera', title: { zh: '教学视频', en: 'Training videos' }, text: { zh: '演示教学频道持续更新操作视频。', en: 'New how-to videos in Demonstration teaching.' } },
    { icon: 'chart', title: { zh: '帮助文档', en: 'Help documents' }, text: { zh: '在线帮助文档，支持中英文。', en: 'Online help in Chinese and English.' } },
  ] as Feature[],
  requirements: [
    [{ zh: '操作系统', en: 'Operating system' }, { zh: 'Windows 10/11 64 位', en: 'Windows 10/11 64-bit' }],
    [{ zh: '处理器', en: 'Processor' }, { zh: '4 核及以上', en: '4 cores or more' }],
    [{ zh: '内存', en: 'Memory' }, { zh: '16 GB 及以上（推荐 32 GB）', en: '16 GB or more (32 GB recommended)' }],
    [{ zh: '显卡', en: 'Graphics' }, { zh: '支持 OpenGL 4.5 的独立显卡，显存 4 GB 及以上', en: 'Dedicated GPU with OpenGL 4.5 and 4 GB or more' }],
    [{ zh: '硬盘', en: 'Disk' }, { zh: '固态硬盘，可用空间 20 GB 以上', en: 'SSD with at least 20 GB free' }],
  ] as Array<[L, L]>,
  meta: {
    title: { zh: 'AIRoad 技术支持与常见问题', en: 'AIRoad support and FAQ' },
    description: { zh: 'AIRoad 道路快速方案设计系统技术支持：安装授权、常见问题、系统要求与服务渠道。', en: 'AIRoad support: installation and licensing, FAQs, system requirements and how to reach us.' },
  },
}

/** Home page: digital construction tabs (top tab, sub tabs, cards referencing screenshots and routes). */
type CardDef = { title: L; text: L; screen: string; route: string }
type SubTabDef = { label: L; cards: CardDef[] }
export type TopTabDef = { label: L; subTabs: SubTabDef[] }

export const CONSTRUCTION_TABS: TopTabDef[] = [
  {
    label: { zh: '智慧工地', en: 'Smart site' },
    subTabs: [
      { label: { zh: '人员管理', en: 'Workforce' }, cards: [
        { title: { zh: '实名制考勤', en: 'ID-verified attendance' }, text: { zh: '人脸闸机考勤，工种、班组实时统计。', en: 'Face-recognition gates with live counts by trade and crew.' }, screen: 'site-dashboard', route: 'zhgd' },
        { title: { zh: '人员定位', en: 'Personnel location' }, text: { zh: '隧道与高风险区域人员实时定位。', en: 'Real-time location in tunnels and high-risk areas.' }, screen: 'site-video', route: 'zhgd' },
        { title: { zh: '安全教育', en: 'Safety training' }, text: { zh: '入场教育与 VR 安全体验记录。', en: 'Induction and VR safety training records.' }, screen: 'vrroad-drive', route: 'vr' },
      ] },
      { label: { zh: '设备监测', en: 'Plant' }, cards: [
        { title: { zh: '塔吊监测', en: 'Tower cranes' }, text: { zh: '力矩、风速、防碰撞实时监测。', en: 'Load moment, wind and anti-collision monitoring.' }, screen: 'site-env', route: 'zhgd' },
        { title: { zh: '升降机监测', en: 'Hoists' }, text: { zh: '载重、楼层与司机身份识别。', en: 'Load, floor and driver identification.' }, screen: 'site-dashboard', route: 'zhgd' },
        { title: { zh: '龙门吊监测', en: 'Gantry cranes' }, text: { zh: '梁场龙门吊运行状态与调度。', en: 'Status and dispatch of beam yard gantries.' }, screen: 'plant-layout', route: 'zngc' },
      ] },
      { label: { zh: '环境监测', en: 'Environment' }, cards: [
        { title: { zh: '扬尘噪声', en: 'Dust and noise' }, text: { zh: 'PM2.5/PM10 与噪声在线监测。', en: 'PM2.5, PM10 and noise online.' }, screen: 'site-env', route: 'zhgd' },
        { title: { zh: '自动喷淋', en: 'Automatic sprinklers' }, text: { zh: '超标自动联动降尘。', en: 'Sprinklers start on exceedance.' }, screen: 'site-dashboard', route: 'zhgd' },
        { title: { zh: '视频 AI', en: 'Video AI' }, text: { zh: '安全帽、区域入侵、烟火识别。', en: 'Helmets, intrusion, smoke and fire.' }, screen: 'site-video', route: 'zhgd' },
      ] },
    ],
  },
  {
    label: { zh: '智慧梁场', en: 'Smart beam plant' },
    subTabs: [
      { label: { zh: '生产管理', en: 'Production' }, cards: [
        { title: { zh: '台座排产', en: 'Pedestal scheduling' }, text: { zh: '依据架梁计划自动排产。', en: 'Scheduled from the erection programme.' }, screen: 'plant-schedule', route: 'zngc' },
        { title: { zh: '一梁一码', en: 'One code per beam' }, text: { zh: '扫码查看梁片全过程信息。', en: 'Scan to see a beam\'s full history.' }, screen: 'plant-layout', route: 'zngc' },
        { title: { zh: '存梁管理', en: 'Beam storage' }, text: { zh: '存梁区库位与出场计划。', en: 'Storage positions and dispatch plans.' }, screen: 'plant-layout', route: 'zngc' },
      ] },
      { label: { zh: '智能养护', en: 'Curing' }, cards: [
        { title: { zh: '蒸汽养护', en: 'Steam curing' }, text: { zh: '按曲线自动控温控湿。', en: 'Temperature and humidity follow the curve.' }, screen: 'plant-curing', route: 'zngc' },
        { title: { zh: '喷淋养护', en: 'Spray curing' }, text: { zh: '定时定量自动喷淋。', en: 'Timed, metered spraying.' }, screen: 'plant-curing', route: 'zngc' },
        { title: { zh: '养护记录', en: 'Curing records' }, text: { zh: '记录自动生成，可追溯。', en: 'Records generated and traceable.' }, screen: 'plant-schedule', route: 'zngc' },
        { title: { zh: '张拉压浆', en: 'Stressing and grouting' }, text: { zh: '智能设备数据直采与预警。', en: 'Data captured from smart rigs, with warnings.' }, screen: 'plant-schedule', route: 'news/build3' },
      ] },
    ],
  },
  {
    label: { zh: '施工管理', en: 'Construction management' },
    subTabs: [
      { label: { zh: '进度管理', en: 'Schedule' }, cards: [
        { title: { zh: '计划编制', en: 'Planning' }, text: { zh: 'WBS 分解与计划编制。', en: 'WBS and programme.' }, screen: 'cm-gantt', route: 'productSzhjsgl' },
        { title: { zh: '形象进度', en: 'Visual progress' }, text: { zh: '模型着色展示完成情况。', en: 'Progress coloured on the model.' }, screen: 'cm-bim', route: 'productSzhjsgl' },
        { title: { zh: 'S 曲线分析', en: 'S-curves' }, text: { zh: '计划与实际对比预警。', en: 'Planned against actual, with warnings.' }, screen: 'cm-overview', route: 'productSzhjsgl' },
      ] },
      { label: { zh: '质量安全', en: 'Quality & safety' }, cards: [
        { title: { zh: '检验批', en: 'Inspection lots' }, text: { zh: '移动端填报，在线审批。', en: 'Filed from phones, approved online.' }, screen: 'cm-bim', route: 'productSzhjsgl' },
        { title: { zh: '隐患排查', en: 'Hazard reporting' }, text: { zh: '隐患上报与整改闭环。', en: 'Reported and closed out.' }, screen: 'site-dashboard', route: 'productSzhjsgl' },
        { title: { zh: '资料归档', en: 'Records' }, text: { zh: '电子签章与竣工组卷。', en: 'E-signatures and handover files.' }, screen: 'cm-overview', route: 'productSzhjsgl' },
      ] },
    ],
  },
  {
    label: { zh: 'BIM+GIS', en: 'BIM+GIS' },
    subTabs: [
      { label: { zh: '模型集成', en: 'Model integration' }, cards: [
        { title: { zh: '设计模型导入', en: 'Design models' }, text: { zh: 'EICAD、TICAD 模型直接导入。', en: 'EICAD and TICAD models import directly.' }, screen: 'ticad-viaduct', route: 'news/build1' },
        { title: { zh: '倾斜摄影融合', en: 'Reality meshes' }, text: { zh: '实景模型与设计模型融合。', en: 'Reality meshes merged with design models.' }, screen: 'airoad-3d', route: 'photo' },
        { title: { zh: '虚拟建造', en: 'Virtual construction' }, text: { zh: '4D 施工模拟与场地布置。', en: '4D simulation and site layout.' }, screen: 'report3d-bridge', route: 'virtualConstruction' },
      ] },
      { label: { zh: '可视化', en: 'Visualisation' }, cards: [
        { title: { zh: '三维汇报', en: '3D presentation' }, text: { zh: '漫游、对比与施工模拟。', en: 'Fly-throughs, comparisons and sequencing.' }, screen: 'report3d-scene', route: 'Report3D' },
        { title: { zh: '指挥大屏', en: 'Command dashboards' }, text: { zh: '项目级与公司级大屏。', en: 'Project and company dashboards.' }, screen: 'site-dashboard', route: 'zhgd' },
        { title: { zh: 'VR 评审', en: 'VR review' }, text: { zh: '沉浸式方案评审。', en: 'Immersive design review.' }, screen: 'vrroad-drive', route: 'vr' },
      ] },
    ],
  },
]

export const HOME = {
  sections: {
    zh: { news: '资讯动态', videos: '精彩视频', products: '产品中心', construction: '数字建造', cases: '行业案例', about: '关于我们', partners: '合作伙伴' },
    en: { news: 'News and events', videos: 'Videos', products: 'Products', construction: 'Digital construction', cases: 'Industry cases', about: 'About us', partners: 'Partners' },
  },
  productTabs: { design: { zh: '数字设计', en: 'Digital design' }, construction: { zh: '数字建造', en: 'Digital construction' } },
  cloudLabel: { zh: '云平台', en: 'Cloud' },
  tryNow: { zh: '立即体验', en: 'Try it now' },
  about: {
    heading: { zh: '专注交通基础设施数字化', en: 'Software for transport infrastructure' },
    text: {
      zh: '云衢数字成立于 2018 年，深耕道路、桥梁、隧道与轨道交通的数字设计与智慧建造。公司拥有发明专利 11 项、软件著作权 39 项，服务客户企业 1000 余家、设计人员用户 2 万余名。',
      en: 'Since 2018 Yunqu Digital has focused on digital design and smart construction for roads, bridges, tunnels and rail. We hold 11 invention patents and 39 software copyrights, and more than 1000 client enterprises and 20 000 designers rely on our software.',
    },
    contact: { zh: '联系我们', en: 'Contact us' },
  },
}


export const NAV = {
  home: { zh: '首页', en: 'Home' },
  product: { zh: '产品中心', en: 'Products' },
  programme: { zh: '解决方案', en: 'Solutions' },
  industry: { zh: '行业案例', en: 'Cases' },
  information: { zh: '新闻视频', en: 'News & videos' },
  app: { zh: '软件下载', en: 'Download' },
  user: { zh: '服务支持', en: 'Support' },
  about: { zh: '关于我们', en: 'About us' },
  saas: { zh: 'SaaS 云平台', en: 'SaaS' },
  groups: {
    construction: { zh: '数字建造', en: 'Digital construction' },
    design: { zh: '数字设计', en: 'Digital design' },
    solutions: { zh: '解决方案', en: 'Solutions' },
    topics: { zh: '专题方案', en: 'Design topics' },
    cases: { zh: '行业案例', en: 'Cases' },
    help: { zh: '帮助文档', en: 'Help documents' },
    teaching: { zh: '演示教学', en: 'Training' },
    logs: { zh: '更新日志', en: 'Update logs' },
  },
  teachingLink: { label: { zh: '演示教学', en: 'Demonstration teaching' }, path: '/demonstrationTeaching' },
}

/** The privacy page linked under the contact form (PIPL): what a message's data is used for and for how long. */
export const PRIVACY: {
  title: L
  lead: L
  body: L<string[]>
  meta: L
} = {
  title: { zh: '隐私政策', en: 'Privacy policy' },
  lead: {
    zh: '我们只收集回复您所需的信息，只用于联系您，不出售、不转让给第三方。',
    en: 'We collect only what we need to answer you, use it only to contact you, and never sell or pass it on.',
  },
  body: {
    zh: [
      '## 我们收集哪些信息',
      '当您通过“联系我们”页面留言时，我们收集您填写的姓名、电话或手机、电子邮箱和需求描述，以及提交时间和提交时的网络地址（用于防止恶意批量提交）。',
      '## 我们如何使用这些信息',
      '- 由销售或技术支持人员与您联系，回复您的需求；',
      '- 统计咨询数量，改进产品与服务；',
      '- 识别和拦截垃圾信息与恶意提交。',
      '我们不会将您的个人信息用于上述目的以外的用途，也不会出售或向第三方提供，法律法规另有规定的除外。',
      '## 访问统计',
      '为了解哪些页面有人阅读、哪些安装包被下载、教学视频看到哪里，本站自行统计访问情况，不使用任何第三方统计服务。每次浏览只记录：页面地址、语言、来源网站的域名（不含完整地址）、设备类型（电脑、手机或平板）和日期；下载只记录软件与版本，视频只记录播放到开始、25%、50%、75% 和结束。',
      '我们不使用 Cookie 或本地存储，不保存您的 IP 地址，也不生成任何可识别您身份的指纹；数据只以每日汇总的次数保存。浏览器开启“请勿跟踪”（DNT）或“全球隐私控制”（GPC）时，您的浏览不被统计。留言时，我们同时记录您留言所在的页面和来源网站的域名。',
      '为了让同一位访客每天对同一软件的下载、同一教学视频的观看和同一搜索词只计一次，服务器在当天内仅保留由网络地址、浏览器标识和当天随机密钥计算出的单向散列值，不写入数据库，次日即丢弃，无法据此还原您的 IP 地址。站内搜索只记录搜索词（统一大小写和空格）、语言和结果数量，不记录是谁搜索的。每日汇总保存 25 个月，之后只保留每月汇总。',
      '## 保存期限',
      '留言信息自提交之日起保存不超过三年，期满后删除或匿名化处理。网络地址仅用于频率限制，不超过十分钟即失效。',
      '## 您的权利',
      '依据《中华人民共和国个人信息保护法》，您可以查阅、复制、更正或删除您的个人信息，也可以撤回同意。请发送邮件至 privacy@yunqu-digital.example，我们将在十五个工作日内答复。',
      '## 信息安全',
      '留言数据存放在境内服务器，仅限获得授权的销售和管理人员访问；管理后台中的电话号码默认隐去中间四位。',
      '## 联系我们',
      `${COMPANY.name.zh} · ${COMPANY.address.zh} · privacy@yunqu-digital.example`,
    ],
    en: [
      '## What we collect',
      'When you send a message from the Contact page, we collect the name, phone or mobile number, e-mail address and requirement you enter, the time you sent it and the network address it came from (to stop automated mass submissions).',
      '## How we use it',
      '- Our sales or support staff contact you and answer your request;',
      '- We count enquiries to improve our products and services;',
      '- We detect and block spam and abusive submissions.',
      'We use your personal information for nothing else, and we never sell it or give it to third parties, unless the law requires us to.',
      '## Visit statistics',
      'To learn which pages are read, which installers are downloaded and how far teaching videos are watched, this site counts visits itself, with no third-party analytics service. A page view records only: the page address, the language, the domain of the referring site (never the full address), the device class (desktop, mobile or tablet) and the day; a download records the software and version; a video records reaching the start, 25 %, 50 %, 75 % and the end.',
      'We use no cookies or local storage, we do not keep your IP address, and we compute no fingerprint that could identify you; only daily totals are kept. When your browser sends Do Not Track (DNT) or Global Privacy Control (GPC), your visits are not counted. When you send a message, we also record the page you sent it from and the domain of the site that brought you here.',
      'So that a download of the same software, a view of the same teaching video or the same search counts once a day per visitor, the server keeps, for that day only, a one-way hash of the network address and browser identifier with a random key of the day; it is never written to the database and is discarded the next day, so your IP address cannot be recovered from it. Site searches record only the words searched (case and spaces made uniform), the language and the number of results, never who searched. Daily totals are kept for 25 months, then only monthly totals.',
      '## How long we keep it',
      'Messages are kept for at most three years from the day they are sent, then deleted or anonymised. The network address is used only for rate limiting and expires within ten minutes.',
      '## Your rights',
      "Under China's Personal Information Protection Law (PIPL) you may see, copy, correct or delete your personal information, and withdraw your consent. Write to privacy@yunqu-digital.example and we will answer within fifteen working days.",
      '## Security',
      'Messages are stored on servers in mainland China and only authorised sales and administrative staff can see them; phone numbers are shown with the middle four digits hidden in the admin.',
      '## Contact',
      `${COMPANY.name.en} · ${COMPANY.address.en} · privacy@yunqu-digital.example`,
    ],
  },
  meta: {
    zh: '云衢数字隐私政策：联系表单收集哪些个人信息、用于什么、保存多久，以及您依据个人信息保护法享有的权利。',
    en: 'Yunqu Digital privacy policy: what the contact form collects, what it is used for, how long it is kept, and your rights under PIPL.',
  },
}

/** The terms of use linked from the footer: what a visitor may do with the site, its downloads and its content. */
export const TERMS: {
  title: L
  lead: L
  body: L<string[]>
  meta: L
} = {
  title: { zh: '使用条款', en: 'Terms of use' },
  lead: {
    zh: '访问和使用本网站，即表示您同意以下条款。条款更新后在本页公布，继续使用即视为接受更新后的条款。',
    en: 'By visiting and using this site you accept the terms below. Changes are published on this page; using the site afterwards means you accept them.',
  },
  body: {
    zh: [
      '## 网站内容',
      '本网站的文字、图片、视频、软件界面截图和文档由我们或权利人所有，受著作权法保护。您可以为了解我们的产品而浏览、打印或在内部分享，但不得用于商业转载；引用时请注明出处并附本站链接。',
      '## 软件下载',
      '下载中心提供的安装包和试用版仅供评估和已授权用户使用，安装即表示您同意随软件提供的许可协议。请核对页面上给出的 SHA-256 校验值，只从本站或我们授权的渠道获取安装包。',
      '## 演示教学与帮助文档',
      '教学视频和帮助文档用于学习我们的软件。请勿下载后重新发布或用于收费培训；院校用于课堂教学的，欢迎与我们联系获取教学资源。',
      '## 您提交的信息',
      '通过“联系我们”提交的信息应真实、与您的需求有关。我们按照《隐私政策》处理这些信息。请勿提交违法内容、垃圾信息或他人的个人信息。',
      '## 责任限制',
      '我们尽力保证网站信息准确、及时，但产品功能、价格和版本以双方签订的合同和随软件提供的说明为准。对因网络故障、第三方原因或不可抗力导致的访问中断，我们不承担责任。',
      '## 外部链接',
      '本网站可能链接到合作伙伴或政府网站（例如备案查询）。这些网站不受我们控制，其内容和隐私做法由各自负责。',
      '## 适用法律',
      '本条款适用中华人民共和国法律（不含港澳台地区法律）。因本条款产生的争议，双方应友好协商；协商不成的，提交我们所在地有管辖权的人民法院处理。',
      '## 联系我们',
      `${COMPANY.name.zh} · ${COMPANY.address.zh} · ${COMPANY.mailboxes.sales}`,
    ],
    en: [
      '## Site content',
      'The text, pictures, videos, screenshots and documents on this site belong to us or to their owners and are protected by copyright. You may view, print or share them inside your organisation to learn about our products, but not republish them commercially; when you quote them, name the source and link to this site.',
      '## Software downloads',
      'The installers and trial versions in the download centre are for evaluation and for licensed users; installing one means you accept the licence that comes with the software. Check the SHA-256 checksum shown on the page, and get installers only from this site or from channels we have authorised.',
      '## Teaching videos and help documents',
      'The teaching videos and help documents are for learning our software. Please do not download and republish them or use them for paid training; universities using them in class are welcome to ask us for teaching material.',
      '## What you send us',
      'What you send from the Contact page should be true and about your request. We handle it as the Privacy policy describes. Please do not send unlawful content, spam or other people\'s personal information.',
      '## Limits of liability',
      'We do our best to keep the information on this site correct and current, but features, prices and versions are those of the contract we sign with you and of the documentation that comes with the software. We are not liable for interruptions caused by network faults, third parties or force majeure.',
      '## Links to other sites',
      'This site may link to partners or to government sites (such as the filing lookup). We do not control them; each is responsible for its own content and privacy practices.',
      '## Governing law',
      "These terms are governed by the law of the People's Republic of China (excluding Hong Kong, Macao and Taiwan). Disputes are first settled by discussion; failing that, by the competent people's court where we are located.",
      '## Contact',
      `${COMPANY.name.en} · ${COMPANY.address.en} · ${COMPANY.mailboxes.sales}`,
    ],
  },
  meta: {
    zh: '云衢数字网站使用条款：网站内容与软件下载的使用范围、您提交的信息、责任限制和适用法律。',
    en: 'Yunqu Digital terms of use: how the site content and software downloads may be used, what you send us, limits of liability and governing law.',
  },
}
