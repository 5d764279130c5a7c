/** Solutions, cases and the /news/* topic articles. */
import type { CaseMotif } from '../artwork/compositions'
import type { Feature, L } from './types'

export type SolutionDef = {
  slug: string
  title: L
  summary: L
  kicker: L
  text: L
  body: L<string[]>
  features: Feature[]
  screens: string[]
  meta: L
}

export const SOLUTIONS: SolutionDef[] = [
  {
    slug: 'virtualConstruction',
    title: { zh: '虚拟建造解决方案', en: 'Virtual Construction' },
    summary: { zh: '在数字空间里先把工程“建”一遍，提前暴露工序冲突与场地问题。', en: 'Build the project once in the digital world first, and find sequencing clashes and site problems early.' },
    kicker: { zh: '解决方案', en: 'Solution' },
    text: {
      zh: '以设计 BIM 模型为基础，叠加施工组织、临建布置与资源计划，通过 4D 施工模拟优化工序与场地，减少返工与窝工。',
      en: 'Starting from the design BIM model, we add the construction plan, temporary works and resources, then use 4D simulation to optimise sequences and site layout and cut rework and idle time.',
    },
    body: {
      zh: ['## 适用场景', '- 大型桥梁、隧道与互通立交的施工方案比选', '- 临建场站、便道与梁场选址布置', '- 重大节点工序推演与交底', '## 交付内容', '4D 施工模拟视频、施工场地三维布置图、工序冲突报告及优化建议。成果可直接导入 BuildOps 施工管理平台，作为进度计划的基准。'],
      en: ['## Where it helps', '- Comparing construction methods for major bridges, tunnels and interchanges', '- Locating site compounds, haul roads and beam yards', '- Rehearsing critical operations and briefing crews', '## What you get', 'A 4D construction simulation, a 3D site layout, a clash report on the sequence and recommendations. Everything loads into BuildOps as the baseline programme.'],
    },
    features: [
      { icon: 'cube', title: { zh: '4D 模拟', en: '4D simulation' }, text: { zh: '模型与进度计划关联，按天推演施工过程。', en: 'Model linked to the programme and played day by day.' } },
      { icon: 'factory', title: { zh: '场地布置', en: 'Site layout' }, text: { zh: '临建、便道、吊装站位三维布置与校核。', en: 'Temporary works, haul roads and crane positions laid out and checked in 3D.' } },
      { icon: 'shield', title: { zh: '风险预演', en: 'Risk rehearsal' }, text: { zh: '高风险工序提前推演，交底更直观。', en: 'High-risk operations rehearsed in advance for clearer briefings.' } },
    ],
    screens: ['report3d-bridge', 'cm-gantt'],
    meta: { zh: '虚拟建造解决方案：基于 BIM 的 4D 施工模拟、场地布置与工序优化，服务桥梁、隧道与互通立交工程。', en: 'Virtual construction: BIM-based 4D simulation, site layout and sequence optimisation for bridges, tunnels and interchanges.' },
  },
  {
    slug: 'vr',
    title: { zh: 'VR 沉浸式解决方案', en: 'VR Immersive Solutions' },
    summary: { zh: '用 VR 做设计评审、安全教育与公众沟通。', en: 'VR for design review, safety training and public engagement.' },
    kicker: { zh: '解决方案', en: 'Solution' },
    text: {
      zh: '基于 VRRoad 与 Report3D 引擎，为设计院、施工企业与建设单位提供沉浸式评审、VR 安全体验馆与公众开放日展示方案。',
      en: 'Built on the VRRoad and Report3D engines, for design institutes, contractors and owners: immersive design reviews, VR safety training rooms and public open days.',
    },
    body: {
      zh: ['## 三类典型应用', '1. **沉浸式设计评审**：专家戴上头显即可“走进”互通、隧道口与服务区，直观判断线形与景观效果。', '2. **VR 安全教育**：高处坠落、物体打击、隧道塌方等十余种事故场景体验，提升工人安全意识。', '3. **公众沟通**：在征地拆迁与听证环节，让公众直观看到建成后的道路。', '方案包含软件、硬件选型、场景制作与现场部署服务。'],
      en: ['## Three typical uses', '1. **Immersive design review**: reviewers put on a headset and walk through interchanges, tunnel portals and service areas to judge alignment and landscape for themselves.', '2. **VR safety training**: workers experience more than ten accident scenarios, from falls and struck-by incidents to tunnel collapse.', '3. **Public engagement**: at consultations and hearings, residents see the finished road rather than a drawing.', 'We supply the software, recommend hardware, build the scenes and install on site.'],
    },
    features: [
      { icon: 'camera', title: { zh: '沉浸评审', en: 'Immersive review' }, text: { zh: '多人同场景协同评审与标注。', en: 'Several reviewers in one scene, marking up together.' } },
      { icon: 'shield', title: { zh: '安全体验', en: 'Safety training' }, text: { zh: '事故场景交互体验与考核。', en: 'Interactive accident scenarios with assessment.' } },
      { icon: 'team', title: { zh: '公众展示', en: 'Public display' }, text: { zh: '展厅、开放日与线上发布。', en: 'Showrooms, open days and online launches.' } },
    ],
    screens: ['vrroad-drive', 'report3d-scene'],
    meta: { zh: 'VR 沉浸式解决方案：交通工程沉浸式设计评审、VR 安全教育与公众沟通展示。', en: 'VR for transport projects: immersive design review, VR safety training and public engagement.' },
  },
  {
    slug: 'photo',
    title: { zh: '倾斜摄影解决方案', en: 'Oblique Photography' },
    summary: { zh: '无人机倾斜摄影建模与设计软件直连，实景三维支撑选线、设计与施工管理。', en: 'Drone oblique photography feeding straight into design software: a reality mesh for route selection, design and site management.' },
    kicker: { zh: '解决方案', en: 'Solution' },
    text: {
      zh: '提供从航线规划、外业采集、空三建模到模型轻量化的全流程服务，实景模型可直接加载到 AIRoad、EICAD 与 Report3D 中使用。',
      en: 'From flight planning and capture to aerial triangulation, meshing and optimisation, with reality meshes that load straight into AIRoad, EICAD and Report3D.',
    },
    body: {
      zh: ['## 为什么用倾斜摄影', '相比传统地形图，实景三维模型能完整反映房屋、管线、林地等地物信息，方案阶段即可准确评估拆迁与环境影响。', '## 技术指标', '- 地面分辨率优于 3 cm', '- 平面与高程精度满足 1:500 地形要求', '- 模型支持 OSGB、3D Tiles 格式并自动分块加载', '## 服务方式', '可提供整体外包服务，也可为客户团队提供设备选型与作业培训。'],
      en: ['## Why oblique photography', 'A reality mesh shows buildings, utilities and vegetation that a contour map leaves out, so demolition and environmental impact can be judged properly at scheme stage.', '## Specification', '- Ground resolution better than 3 cm', '- Horizontal and vertical accuracy suitable for 1:500 mapping', '- OSGB and 3D Tiles output, streamed in tiles', '## How we work', 'We can run the whole job for you, or help your own team choose equipment and train them to fly and process.'],
    },
    features: [
      { icon: 'camera', title: { zh: '外业采集', en: 'Capture' }, text: { zh: '多旋翼与固定翼无人机航测。', en: 'Multi-rotor and fixed-wing drone surveys.' } },
      { icon: 'cube', title: { zh: '实景建模', en: 'Reality meshing' }, text: { zh: '空三加密与三维重建。', en: 'Aerial triangulation and 3D reconstruction.' } },
      { icon: 'road', title: { zh: '设计直连', en: 'Straight into design' }, text: { zh: '模型直接用于选线与设计。', en: 'Meshes used directly for routing and design.' } },
    ],
    screens: ['airoad-3d', 'report3d-scene'],
    meta: { zh: '倾斜摄影解决方案：无人机航测、实景三维建模与道路设计软件直连，支撑选线、设计与施工管理。', en: 'Oblique photography: drone survey and reality meshes that plug into road design software for routing, design and construction.' },
  },
  {
    slug: 'laboratory',
    title: { zh: '高校实验室解决方案', en: 'University Laboratory' },
    summary: { zh: '面向交通土建类专业的数字设计与智能建造教学实验室建设方案。', en: 'Teaching laboratories for digital design and smart construction in civil and transport engineering programmes.' },
    kicker: { zh: '解决方案 · 校园版', en: 'Solution · Campus edition' },
    text: {
      zh: '提供校园版软件、课程资源、实验指导书与师资培训，支持虚拟项目的角色与权限配置，学生可按设计院的真实分工完成课程设计与毕业设计。',
      en: 'Campus licences, course materials, lab manuals and teacher training. Virtual projects can be set up with roles and permissions, so students work the way a real design institute does in coursework and final-year projects.',
    },
    body: {
      zh: ['## 建设内容', '- 道路勘测设计、互通立交设计、轨道交通线路设计实验模块', '- 驾驶仿真与交通安全实验模块', '- 智能建造与智慧工地认知实训模块', '## 教学资源', '配套教学视频、实验指导书、典型工程案例库，并定期举办教师研修班。已与多所高校共建联合实验室，支持学生参加全国性交通设计竞赛。'],
      en: ['## What the lab covers', '- Road survey and design, interchange design and rail line design', '- Driving simulation and road safety', '- Smart construction and smart site awareness training', '## Teaching resources', 'Videos, lab manuals and a library of real project cases, plus regular workshops for teaching staff. We run joint laboratories with several universities and support student teams entering national transport design competitions.'],
    },
    features: [
      { icon: 'team', title: { zh: '角色权限配置', en: 'Roles & permissions' }, text: { zh: '虚拟项目按院长、总工、设计人等角色分工。', en: 'Virtual projects with director, chief engineer and designer roles.' } },
      { icon: 'chart', title: { zh: '过程考核', en: 'Assessment' }, text: { zh: '设计过程留痕，教师在线批阅。', en: 'Every design step recorded for teachers to review online.' } },
      { icon: 'cloud', title: { zh: '云端授权', en: 'Cloud licences' }, text: { zh: '校园网内灵活授权，学生可远程使用。', en: 'Flexible licensing across campus, with remote access for students.' } },
    ],
    screens: ['eicad-sections', 'vrroad-safety'],
    meta: { zh: '高校实验室解决方案：交通土建专业数字设计与智能建造教学实验室，含校园版软件、课程资源与师资培训。', en: 'University laboratory solution for civil and transport engineering: campus software, course materials and teacher training.' },
  },
]

export type CaseDef = {
  slug: string
  motif: CaseMotif
  /** The words on the case's cover, in each language (the cover is drawn in both). */
  label: L
  title: L
  summary: L
  text: L
  facts: { clientType: L; location: L; scale: L; year: string; results: L<string[]> }
  body: L<string[]>
  screens: string[]
  products: string[]
}

export const CASES: CaseDef[] = [
  {
    slug: 'crossRiverBridge',
    motif: 'cableBridge',
    label: { zh: '跨江大桥', en: 'CROSS-RIVER BRIDGE' },
    title: { zh: '澜江长江公路大桥数字化设计与建造', en: 'Lanjiang Yangtze River Highway Bridge: digital design and construction' },
    summary: { zh: '主跨 680 m 双塔斜拉桥，设计、施工与梁场全过程数字化。', en: 'A 680 m main-span cable-stayed bridge, digital from design through construction and precasting.' },
    text: { zh: '项目采用 EICAD 完成引桥与两岸互通设计，Report3D 完成方案汇报，施工阶段部署 BuildOps 与 BeamYard，实现设计数据向施工全程传递。', en: 'EICAD designed the approaches and the interchanges on both banks, Report3D carried the scheme presentations, and on site BuildOps and BeamYard took the design data on into construction.' },
    facts: {
      clientType: { zh: '省级交通投资集团', en: 'Provincial transport investment group' },
      location: { zh: '长江中游', en: 'Middle reaches of the Yangtze' },
      scale: { zh: '全长 9.6 km，主桥 1 380 m，预制 T 梁 2 316 片', en: '9.6 km in total, 1 380 m main bridge, 2 316 precast T-beams' },
      year: '2021-2024',
      results: { zh: ['引桥与互通施工图周期缩短 40%', '梁场台座周转由 9 天降至 6.5 天', '施工资料电子化归档率 100%'], en: ['Approach and interchange drawings delivered 40% faster', 'Pedestal turnover cut from 9 days to 6.5', 'All construction records filed digitally'] },
    },
    body: {
      zh: ['大桥位于长江中游航道繁忙段，两岸接线需跨越既有高速与城市主干道，互通形式复杂。设计单位应用 EICAD 在两周内完成三种互通方案比选，最终采用半定向式方案。', '施工阶段，总包单位以设计 BIM 模型为基础搭建 BuildOps 项目，将 2 316 片预制梁与梁场生产计划关联，实现“计划—生产—架设”一体化管理。'],
      en: ['The bridge crosses a busy stretch of the Yangtze shipping channel, and the connections on both banks had to cross an existing expressway and urban arterials. Using EICAD, the designers compared three interchange layouts in two weeks and chose a partially directional scheme.', 'During construction the main contractor set up BuildOps on the design BIM model and linked all 2 316 precast beams to the beam plant\'s production plan, so planning, casting and erection were managed as one process.'],
    },
    screens: ['report3d-bridge', 'plant-schedule'],
    products: ['eicad', 'Report3D', 'productSzhjsgl', 'zngc'],
  },
  {
    slug: 'riverTunnelHt',
    motif: 'shieldTunnel',
    label: { zh: '盾构过江隧道', en: 'SHIELD RIVER TUNNEL' },
    title: { zh: '江澄过江盾构隧道 BIM 设计与施工管理', en: 'Jiangcheng shield-driven river tunnel: BIM design and construction management' },
    summary: { zh: '双管盾构隧道，BIM 正向设计，施工期智慧工地全覆盖。', en: 'Twin-bore shield tunnel designed in BIM, with a fully connected smart site during construction.' },
    text: { zh: '隧道穿越江底复杂地层，项目应用 EICAD 完成接线道路与匝道设计，SiteLink 对盾构始发井、管片厂与洞内作业实施全方位监测。', en: 'The tunnel passes through mixed ground beneath the river. EICAD designed the approach roads and ramps, and SiteLink monitored the launch shaft, segment plant and work inside the bores.' },
    facts: {
      clientType: { zh: '市政基础设施建设单位', en: 'Municipal infrastructure owner' },
      location: { zh: '江澄市（长江下游）', en: 'Jiangcheng, on the lower Yangtze' },
      scale: { zh: '隧道长 4.2 km，盾构外径 15.2 m', en: '4.2 km tunnel, 15.2 m shield diameter' },
      year: '2020-2023',
      results: { zh: ['洞内人员定位与有害气体监测全覆盖', '安全隐患整改闭环率 99.6%', '接线段设计变更响应时间缩短一半'], en: ['Personnel location and gas monitoring throughout the bores', '99.6% of safety issues closed out', 'Design change turnaround on the approaches halved'] },
    },
    body: {
      zh: ['项目两端接线位于城市核心区，用地紧张、交通组织复杂。设计团队借助 EICAD 的匝道快速布设与横断面联动功能，在有限用地内完成了两座互通的优化设计。', '施工期间，SiteLink 智慧工地平台接入盾构机数据、洞内环境监测与人员定位系统，指挥中心实时掌握掘进参数与作业人员分布。'],
      en: ['Both ends of the tunnel land in the city centre, where space is tight and traffic management is complex. With EICAD\'s fast ramp layout and linked cross-sections, the team fitted two interchanges into the land available.', 'During construction SiteLink took in TBM data, tunnel environment monitoring and personnel location, giving the command centre a live view of excavation parameters and where everyone was.'],
    },
    screens: ['site-dashboard', 'eicad-interchange'],
    products: ['eicad', 'zhgd'],
  },
  {
    slug: 'riverTunnelJyjj',
    motif: 'tunnelProfile',
    label: { zh: '过江通道', en: 'RIVER CROSSING' },
    title: { zh: '汉屿过江通道工程纵断面优化与三维汇报', en: 'Hanyu river crossing: profile optimisation and 3D presentation' },
    summary: { zh: '通过纵断面精细优化，隧道埋深与接线长度取得最佳平衡。', en: 'Fine-tuning the vertical alignment struck the right balance between cover depth and approach length.' },
    text: { zh: '过江通道在满足通航与防洪要求的前提下，需尽量缩短两岸接线长度。设计团队应用 AIRoad 进行多轮纵断面比选，并以 Report3D 向专家组进行三维汇报。', en: 'The crossing had to respect navigation and flood requirements while keeping approaches on both banks short. The design team ran several rounds of profile options in AIRoad and presented them to the expert panel in Report3D.' },
    facts: {
      clientType: { zh: '设计研究院', en: 'Design institute' },
      location: { zh: '汉屿市（长江中游）', en: 'Hanyu, on the middle Yangtze' },
      scale: { zh: '通道全长 6.8 km，其中隧道 3.9 km', en: '6.8 km crossing including 3.9 km of tunnel' },
      year: '2022',
      results: { zh: ['纵断面方案比选 12 轮，用时 5 个工作日', '接线长度缩短约 360 m', '专家评审一次通过'], en: ['12 rounds of profile options in 5 working days', 'Approaches shortened by around 360 m', 'Approved at the first expert review'] },
    },
    body: {
      zh: ['本项目难点在于江底最小覆土、通航净空与两岸既有道路标高之间的协调。AIRoad 的平纵联动功能使每一轮调整都能即时得到工程量与造价反馈。', '评审阶段，Report3D 将地形影像、隧道模型与两岸接线整合为三维场景，专家可在会议现场自由切换视角查看关键节点。'],
      en: ['The challenge was to reconcile minimum cover under the riverbed, navigation clearance and the levels of existing roads on both banks. AIRoad\'s linked plan and profile gave instant quantity and cost feedback on every adjustment.', 'For the review, Report3D combined terrain, imagery, the tunnel model and both approaches into one scene, and experts moved freely around the key locations during the meeting.'],
    },
    screens: ['airoad-profile', 'report3d-scene'],
    products: ['airoad', 'Report3D'],
  },
  {
    slug: 'expressway',
    motif: 'mountainExpressway',
    label: { zh: '山区高速公路', en: 'MOUNTAIN EXPRESSWAY' },
    title: { zh: '西南山区高速公路方案设计', en: 'Mountain expressway scheme design in the south-west' },
    summary: { zh: '160 km 山区高速，AIRoad 完成走廊带研究与方案比选。', en: '160 km of mountain expressway: corridor studies and scheme comparison in AIRoad.' },
    text: { zh: '项目地形起伏大、桥隧比高，工可阶段需在较短时间内完成多条走廊的比选。借助 AIRoad，设计团队 3 周完成了原计划 3 个月的方案工作。', en: 'Steep terrain and a high share of bridges and tunnels meant several corridors had to be compared in a short feasibility window. With AIRoad the team finished three months of planned scheme work in three weeks.' },
    facts: {
      clientType: { zh: '省级交通规划设计院', en: 'Provincial transport planning and design institute' },
      location: { zh: '西南山区', en: 'Mountains of south-west China' },
      scale: { zh: '路线全长 160 km，桥隧比 62%', en: '160 km route, 62% bridges and tunnels' },
      year: '2023',
      results: { zh: ['完成 4 条走廊带、11 个比较方案', '方案设计周期由 3 个月缩短至 3 周', '推荐方案较初始方案节省投资约 6.5%'], en: ['4 corridors and 11 options studied', 'Scheme design cut from 3 months to 3 weeks', 'Preferred scheme about 6.5% cheaper than the initial one'] },
    },
    body: {
      zh: ['项目区内分布有自然保护区、水源地及多处滑坡体，选线控制因素多。设计人员将控制因素统一导入 AIRoad，软件自动规避禁建区并给出可行走廊。', '各方案的桥隧比例、土石方与造价指标一键汇总，为业主决策提供了清晰依据。'],
      en: ['The study area includes a nature reserve, a drinking-water source and several landslides. All the controls went into AIRoad, which kept clear of no-build zones and suggested feasible corridors.', 'Bridge and tunnel ratios, earthworks and cost for every option were compiled at a click, giving the client a clear basis for its decision.'],
    },
    screens: ['airoad-plan', 'airoad-3d'],
    products: ['airoad', 'eicad'],
  },
  {
    slug: 'expresswayHw',
    motif: 'urbanInterchange',
    label: { zh: '城市快速路', en: 'URBAN EXPRESSWAY' },
    title: { zh: '城市快速路改造与枢纽互通设计', en: 'Urban expressway upgrade and hub interchange' },
    summary: { zh: '在既有道路上“动手术”，高架快速路与枢纽互通一体化设计。', en: 'Surgery on a live road: an elevated expressway and hub interchange designed as one.' },
    text: { zh: '项目将既有主干道改造为高架快速路，并新建一座枢纽互通。EICAD 完成主线与 8 条匝道设计，VRRoad 对交织段与出入口进行驾驶仿真评价。', en: 'An existing arterial became an elevated expressway with a new hub interchange. EICAD designed the mainline and eight ramps, and VRRoad evaluated the weaving sections and junctions by simulation.' },
    facts: {
      clientType: { zh: '市政设计院', en: 'Municipal design institute' },
      location: { zh: '明州市（华东）', en: 'Mingzhou, east China' },
      scale: { zh: '高架主线 12.4 km，枢纽互通 1 座，匝道 8 条', en: '12.4 km elevated mainline, one hub interchange, 8 ramps' },
      year: '2022-2023',
      results: { zh: ['识别并优化 3 处交织段安全隐患', '出入口标志设置方案一次通过评审', '施工图交付提前 1 个月'], en: ['3 weaving-section safety issues found and fixed', 'Signing scheme at junctions approved first time', 'Construction drawings delivered a month early'] },
    },
    body: {
      zh: ['城市快速路出入口间距短、交织频繁。设计团队利用 VRRoad 模拟高峰时段驾驶，发现两处出口预告距离不足，经调整标志位置与车道布置后，运行速度一致性由“较好”提升为“好”。'],
      en: ['Closely spaced junctions mean a lot of weaving on urban expressways. Simulated peak-hour driving in VRRoad showed two exits with too little advance warning; after moving signs and adjusting lanes, the consistency rating went from fair to good.'],
    },
    screens: ['eicad-interchange', 'vrroad-safety'],
    products: ['eicad', 'vrRoad'],
  },
  {
    slug: 'hsyc',
    motif: 'railHub',
    label: { zh: '轨道枢纽咨询', en: 'RAIL HUB CONSULTING' },
    title: { zh: '衡州综合交通枢纽轨道线路咨询', en: 'Hengzhou integrated transport hub: rail line consulting' },
    summary: { zh: '4 条轨道线路在枢纽汇聚，TICAD 支撑线路与车站配线方案咨询。', en: 'Four rail lines converge on one hub; TICAD supported the line and station track consulting.' },
    text: { zh: '枢纽需同时衔接高铁站、两条地铁线与一条市域铁路，线路走向与车站布置相互制约。咨询团队应用 TICAD 快速建立多套线路与配线方案，并完成限界与换乘距离校核。', en: 'The hub links a high-speed railway station with two metro lines and a suburban railway, and each line constrains the others. The consultants used TICAD to build several line and track layout options quickly and check clearances and interchange walking distances.' },
    facts: {
      clientType: { zh: '轨道交通咨询公司', en: 'Rail transit consultancy' },
      location: { zh: '衡州市（华中）', en: 'Hengzhou, central China' },
      scale: { zh: '线路 4 条，车站 3 座，研究范围 18 km', en: '4 lines, 3 stations, an 18 km study area' },
      year: '2024',
      results: { zh: ['形成 6 套线路组合方案', '换乘步行距离平均缩短 85 m', '咨询报告提前 3 周提交'], en: ['6 combined line options developed', 'Average interchange walk 85 m shorter', 'Consulting report submitted 3 weeks early'] },
    },
    body: {
      zh: ['TICAD 的左右线同步设计与车站配线模板，使每套方案的建模时间从数天缩短到半天。结合 Report3D 三维展示，枢纽各方对线路关系形成了直观共识。'],
      en: ['Designing both tracks together and using station layout templates in TICAD cut the modelling time for each option from days to half a day. With Report3D showing the lines in 3D, all the parties quickly agreed how the lines should relate.'],
    },
    screens: ['ticad-line', 'ticad-station'],
    products: ['ticad', 'Report3D'],
  },
  {
    slug: 'fhz',
    motif: 'waterway',
    label: { zh: '航道整治', en: 'WATERWAY CHANNEL' },
    title: { zh: '内河航道整治与跨航道桥梁改造', en: 'Inland waterway upgrade and bridge reconstruction' },
    summary: { zh: '航道等级提升带来 14 座桥梁改造，数字化手段统筹设计与施工。', en: 'Upgrading the waterway meant rebuilding 14 bridges; digital tools kept design and construction in step.' },
    text: { zh: '航道由四级提升至三级，需对沿线 14 座不满足通航净空的桥梁进行改造或重建。项目采用 EICAD 完成桥梁接线设计，BuildOps 统筹多个标段的施工进度。', en: 'Raising the waterway from class IV to class III meant rebuilding or modifying 14 bridges with insufficient clearance. EICAD designed the bridge approaches and BuildOps coordinated progress across several contracts.' },
    facts: {
      clientType: { zh: '航道建设管理单位', en: 'Waterway construction authority' },
      location: { zh: '长三角地区', en: 'Yangtze River Delta' },
      scale: { zh: '航道 56 km，改建桥梁 14 座', en: '56 km of waterway, 14 bridges rebuilt' },
      year: '2021-2025',
      results: { zh: ['14 座桥梁接线设计统一标准、统一出图', '多标段进度统一看板管理', '断航施工窗口期利用率提升 18%'], en: ['All 14 bridge approaches designed and drawn to one standard', 'Progress of every contract on one dashboard', '18% better use of navigation closure windows'] },
    },
    body: {
      zh: ['桥梁改造期间需严格控制断航时间。BuildOps 将各标段计划与航道管理部门的断航窗口对齐，关键工序提前预警，确保窗口期内完成架梁等作业。'],
      en: ['Closing the waterway had to be kept to a minimum. BuildOps aligned each contract\'s programme with the authority\'s closure windows and warned early about critical activities, so girders went up inside the windows.'],
    },
    screens: ['cm-overview', 'eicad-sections'],
    products: ['eicad', 'productSzhjsgl'],
  },
  {
    slug: 'tlAvenue',
    motif: 'parkAvenue',
    label: { zh: '产业园主干道', en: 'INDUSTRIAL PARK AVENUE' },
    title: { zh: '南屿智能制造产业园主干道工程', en: 'Nanyu smart manufacturing park: main avenue' },
    summary: { zh: '产业园路网与主干道快速设计，智慧工地保障文明施工。', en: 'A park road network designed fast, with a smart site keeping construction clean and safe.' },
    text: { zh: '产业园招商节奏紧，道路需先行建成。设计单位 4 周完成园区 21 km 路网施工图，施工单位部署 SiteLink 实现扬尘噪声与人员管理数字化。', en: 'Tenants were arriving fast, so the roads had to come first. The designers produced construction drawings for a 21 km network in four weeks, and the contractor used SiteLink to manage dust, noise and the workforce digitally.' },
    facts: {
      clientType: { zh: '产业园区开发公司', en: 'Industrial park developer' },
      location: { zh: '南屿国家级新区（华南）', en: 'Nanyu National New Area, south China' },
      scale: { zh: '路网 21 km，主干道双向 8 车道', en: '21 km network, 8-lane main avenue' },
      year: '2024-2025',
      results: { zh: ['路网施工图 4 周交付', '扬尘超标自动喷淋响应时间小于 1 分钟', '施工期零投诉'], en: ['Network drawings delivered in 4 weeks', 'Sprinklers respond to dust exceedance in under a minute', 'No public complaints during construction'] },
    },
    body: {
      zh: ['园区道路与地块开发、管线综合同步推进。EICAD 的批量横断面与管线综合功能，使道路设计与地块规划调整能够快速联动。'],
      en: ['Roads, plot development and utilities were all moving at once. EICAD\'s batch cross-sections and utility coordination let the road design keep up with every change to the plot plan.'],
    },
    screens: ['site-env', 'eicad-sections'],
    products: ['eicad', 'zhgd'],
  },
]

export type ArticleDef = { slug: string; title: L; summary: L; screen: string; body: L<string[]> }

export const ARTICLES: ArticleDef[] = [
  {
    slug: 'news/airoad1',
    title: { zh: 'AIRoad 方案设计：从控制点到比选报告', en: 'AIRoad in practice: from control points to comparison report' },
    summary: { zh: '一个典型 20 km 方案的完整工作流程。', en: 'The full workflow for a typical 20 km scheme.' },
    screen: 'airoad-plan',
    body: {
      zh: ['方案设计阶段的核心任务，是在有限时间内找到技术可行、经济合理的路线走廊。本文以一个 20 km 的一级公路改线项目为例，介绍 AIRoad 的完整工作流程。', '## 第一步：准备地形与控制因素', '导入 DEM 与影像后，将村庄、基本农田、保护区与地质灾害点作为控制因素加载，系统自动生成“可建性”分析图。', '## 第二步：布设控制点，生成方案', '设计人员在起终点与必经点之间布设少量控制点，AIRoad 自动生成平纵协调的路线，并识别桥梁、隧道位置。', '## 第三步：多方案比选', '复制方案并调整局部走向，软件实时统计里程、土石方、桥隧比与造价指标，最终一键输出比选报告。', '> 在该项目中，3 个比选方案从开始布线到提交报告，总用时不到一个工作日。'],
      en: ['The job at scheme stage is to find a corridor that works technically and economically, quickly. Using a 20 km realignment of a class 1 highway as the example, this article walks through the AIRoad workflow.', '## Step 1: terrain and controls', 'Load the DEM and imagery, then add villages, protected farmland, reserves and geohazards as controls. AIRoad produces a buildability map.', '## Step 2: control points and a first scheme', 'Place a few control points between the start, the end and any fixed points. AIRoad proposes a balanced alignment and locates bridges and tunnels.', '## Step 3: compare', 'Duplicate the scheme and change part of the route. Length, earthworks, structure ratio and cost update live, and the comparison report is one click away.', '> On this project three options went from first line to submitted report in less than a working day.'],
    },
  },
  {
    slug: 'news/airoad2',
    title: { zh: '基于实景三维的快速选线解决方案', en: 'Rapid route selection on reality meshes' },
    summary: { zh: '倾斜摄影与 AIRoad 结合，提升方案阶段的决策质量。', en: 'Oblique photography plus AIRoad for better decisions at scheme stage.' },
    screen: 'airoad-3d',
    body: {
      zh: ['传统选线依赖二维地形图，房屋、管线等地物信息往往不完整，导致后期拆迁量与方案阶段估算偏差较大。', '将无人机倾斜摄影实景模型加载到 AIRoad 后，设计人员可以直接在真实场景中布线，软件自动统计路线占压的建筑物面积。', '- 拆迁量估算误差由 30% 以上降低到 10% 以内', '- 方案汇报可直接使用实景场景，无需额外建模', '该方案已在多个城市周边公路改扩建项目中应用。'],
      en: ['Route selection on 2D maps misses a lot: buildings and utilities are often incomplete, so demolition estimated at scheme stage rarely matches what happens later.', 'Load a drone reality mesh into AIRoad and designers lay out the route in the real scene, while the software totals the building area each option takes.', '- Demolition estimates within 10% instead of 30% or more', '- The same scene is used for presentations, with no extra modelling', 'The approach is now used on a number of peri-urban highway upgrades.'],
    },
  },
  {
    slug: 'news/build1',
    title: { zh: '设计施工一体化数字建造解决方案', en: 'Integrated digital delivery from design to construction' },
    summary: { zh: '让设计模型成为施工管理的起点。', en: 'Making the design model the starting point for construction.' },
    screen: 'cm-bim',
    body: {
      zh: ['工程建设中，设计成果与施工管理长期处于“两张皮”状态：设计交付图纸，施工方重新建模、重新拆分工程量。', '我们的设计施工一体化方案以 EICAD、TICAD 设计模型为源头，按 WBS 自动拆分构件，导入 BuildOps 施工管理平台，进度、质检、计量数据直接挂接到构件上。', '## 方案价值', '- 免除施工阶段二次建模', '- 工程量与设计一致，计量依据清晰', '- 竣工模型自动形成，为运维提供数字资产'],
      en: ['Design and construction have long lived apart: designers hand over drawings, and contractors build their own models and redo the quantities.', 'Our integrated approach starts from the EICAD or TICAD design model, splits it into components by WBS and loads it into BuildOps, where progress, inspections and measurement attach directly to the components.', '## What it delivers', '- No remodelling for construction', '- Quantities that match the design, and a clear basis for payment', '- An as-built model produced along the way, ready for asset management'],
    },
  },
  {
    slug: 'news/build2',
    title: { zh: '案例：高速公路改扩建项目智慧工地应用', en: 'Case study: a smart site on an expressway widening' },
    summary: { zh: '边通车边施工，安全管理靠数据。', en: 'Building next to live traffic, with safety managed by data.' },
    screen: 'site-dashboard',
    body: {
      zh: ['岭东高速公路“四改八”扩建工程全长 86 km，施工期间需保持主线通车，作业区与行车道仅一墙之隔。', '施工单位在全线 12 个工区部署 SiteLink，接入作业区闯入预警、人员定位、视频 AI 与环境监测设备。', '项目实施以来，作业区车辆闯入预警 230 余次，均及时处置；未发生一起安全责任事故。'],
      en: ['An 86 km expressway was widened from four lanes to eight while traffic kept running, with crews working a barrier\'s width from live lanes.', 'The contractor installed SiteLink on all 12 work sections, connecting work-zone intrusion warning, personnel location, video AI and environmental monitoring.', 'Since then more than 230 vehicle intrusion warnings have been raised and handled in time, and there has not been a single reportable safety incident.'],
    },
  },
  {
    slug: 'news/build3',
    title: { zh: '智慧梁场建设解决方案', en: 'Building a smart beam plant' },
    summary: { zh: '从选址规划到设备接入，梁场数字化怎么做。', en: 'From site planning to connecting equipment: how to digitise a beam yard.' },
    screen: 'plant-layout',
    body: {
      zh: ['预制梁场是桥梁工程的“生产车间”，台座周转效率直接决定架梁进度。', '## 建设步骤', '1. 梁场规划：依据架梁计划确定台座数量、存梁能力与龙门吊配置', '2. 设备改造：加装养护控制柜、张拉压浆数据采集与喷淋系统', '3. 平台部署：上线 BeamYard，建立台座、梁片与设备档案', '4. 运行优化：基于生产数据持续优化排产规则', '一个 24 台座规模的梁场，从规划到系统上线通常需要 4～6 周。'],
      en: ['A precast beam yard is the bridge project\'s factory floor, and pedestal turnover sets the pace of girder erection.', '## How we build one', '1. Plan the yard: number of pedestals, storage capacity and gantry cranes, all from the erection programme', '2. Upgrade equipment: curing controllers, stressing and grouting data capture, spraying systems', '3. Deploy BeamYard: register pedestals, beams and equipment', '4. Improve: refine scheduling rules from production data', 'For a 24-pedestal yard, planning to go-live usually takes four to six weeks.'],
    },
  },
  {
    slug: 'news/build4',
    title: { zh: '案例：跨海大桥梁场数字化改造', en: 'Case study: digitising the beam yard of a sea-crossing bridge' },
    summary: { zh: '高温高湿环境下的智能养护实践。', en: 'Automatic curing in a hot, humid coastal climate.' },
    screen: 'plant-curing',
    body: {
      zh: ['该梁场承担 1 800 余片预制箱梁生产任务，地处沿海，夏季高温高湿，传统人工控制蒸养温度波动大。', '部署 BeamYard 智能养护后，养护棚温度按设定曲线自动控制，恒温阶段温差控制在 ±2℃ 以内，梁体裂缝问题显著减少。', '同时，张拉与压浆数据自动上传，监理可远程查看每一片梁的施工记录。'],
      en: ['The yard produces more than 1 800 precast box girders on a hot, humid coast, where manually controlled steam curing swung widely in temperature.', 'With BeamYard controlling the curing sheds, temperatures follow the set curve and stay within ±2 °C during the hold stage, and cracking has dropped markedly.', 'Stressing and grouting data now upload automatically, so supervisors can check the record of any beam remotely.'],
    },
  },
  {
    slug: 'news/eicad1',
    title: { zh: 'EICAD 互通立交设计专题（一）：匝道快速布设', en: 'EICAD interchange series 1: laying out ramps fast' },
    summary: { zh: '苜蓿叶、喇叭形与定向式匝道的布设技巧。', en: 'Tips for cloverleaf, trumpet and directional ramps.' },
    screen: 'eicad-interchange',
    body: {
      zh: ['互通立交设计的第一步是匝道布设。EICAD 提供了基于主线与被交路自动求解的匝道布设工具。', '- 环形匝道：指定半径与起终点，自动求解回旋线参数', '- 定向匝道：按设计速度自动匹配最小半径与缓和段', '- 端部与变速车道：按规范自动生成渐变段与鼻端', '布设完成后，匝道与主线的纵断面、横断面数据自动关联，后续修改全程联动。'],
      en: ['Interchange design starts with the ramps. EICAD lays them out by solving against the mainline and the crossing road.', '- Loop ramps: give a radius and the two ends, and the spirals are solved for you', '- Directional ramps: minimum radius and transitions matched to design speed', '- Gores and speed-change lanes: tapers and noses generated to standard', 'Once laid out, ramp profiles and sections are linked to the mainline, so every later change carries through.'],
    },
  },
  {
    slug: 'news/eicad2',
    title: { zh: 'EICAD 互通立交设计专题（二）：纵断面与超高', en: 'EICAD interchange series 2: profiles and superelevation' },
    summary: { zh: '匝道纵坡、合成坡度与超高过渡的处理方法。', en: 'Handling ramp grades, resultant grade and superelevation runs.' },
    screen: 'airoad-profile',
    body: {
      zh: ['匝道纵断面受主线与被交路标高双重控制，常出现坡度偏大、竖曲线难以布置的情况。', 'EICAD 可自动读取相交道路在连接点处的标高与横坡，生成匝道纵断面控制点，并实时检查合成坡度。', '超高过渡方面，系统根据曲线半径与设计速度自动计算超高值与过渡段长度，并在横断面中准确体现。'],
      en: ['Ramp profiles are held at both ends by the mainline and the crossing road, which often forces steep grades and cramped vertical curves.', 'EICAD reads the levels and crossfalls of the connecting roads at the tie-in points, creates profile controls for the ramp and checks resultant grade as you work.', 'For superelevation, rates and run-off lengths are calculated from radius and design speed, and shown correctly in every cross-section.'],
    },
  },
  {
    slug: 'news/eicad3',
    title: { zh: 'EICAD 互通立交设计专题（三）：横断面与土石方', en: 'EICAD interchange series 3: cross-sections and earthworks' },
    summary: { zh: '批量戴帽与土石方调配的高效做法。', en: 'Batch sections and mass haul done efficiently.' },
    screen: 'eicad-sections',
    body: {
      zh: ['互通区内主线与匝道横断面相互重叠，传统方法需要大量手工处理。', 'EICAD 支持多线横断面联合设计，自动处理匝道与主线的路基衔接，并按填挖情况自动选择边坡与排水形式。', '土石方计算完成后，可直接生成土方调配图，优化运距与弃方。'],
      en: ['In an interchange, mainline and ramp sections overlap, which traditionally meant a great deal of manual work.', 'EICAD designs sections across several alignments together, joins ramp and mainline subgrade automatically and picks slopes and drainage to suit cut or fill.', 'With volumes calculated, the mass haul diagram follows directly, so haul distances and spoil can be optimised.'],
    },
  },
  {
    slug: 'news/eicad4',
    title: { zh: 'EICAD 互通立交设计专题（四）：出图与 BIM 交付', en: 'EICAD interchange series 4: drawings and BIM delivery' },
    summary: { zh: '从施工图批量输出到 IFC 模型交付。', en: 'From batch drawing output to IFC delivery.' },
    screen: 'ticad-viaduct',
    body: {
      zh: ['EICAD 内置符合交通行业习惯的图表模板，平面图、纵断面图、横断面图及各类数量表可批量输出。', '同时，设计成果可导出 IFC 4.3 模型，包含路线、路基、桥梁与附属设施构件，直接用于施工阶段 BIM 管理。', '至此，专题四篇完整介绍了 EICAD 在互通立交设计中的应用，欢迎联系我们获取教学视频与示例工程。'],
      en: ['EICAD\'s templates follow highway industry drawing practice, so plans, profiles, cross-sections and quantity tables plot in batches.', 'The design also exports as an IFC 4.3 model with alignment, subgrade, bridge and ancillary components, ready for BIM management on site.', 'That completes the four-part series on interchange design in EICAD. Contact us for the training videos and sample projects.'],
    },
  },
  {
    slug: 'news/report3D1',
    title: { zh: 'Report3D 快速上手：30 分钟做出第一个汇报', en: 'Report3D quick start: your first presentation in 30 minutes' },
    summary: { zh: '从导入模型到输出视频的最短路径。', en: 'The shortest path from model to video.' },
    screen: 'report3d-scene',
    body: {
      zh: ['1. 新建场景，导入地形与影像', '2. 加载 EICAD 设计模型，系统自动匹配坐标', '3. 添加关键帧，生成漫游路径', '4. 添加标注与字幕', '5. 选择分辨率，输出 MP4 视频', '按照以上步骤，即便是第一次使用的设计人员，也能在 30 分钟内完成一个基础汇报。'],
      en: ['1. Create a scene and load terrain and imagery', '2. Add the EICAD design model; coordinates are matched automatically', '3. Add keyframes to build a fly-through', '4. Add labels and subtitles', '5. Pick a resolution and export MP4', 'Follow these steps and even a first-time user will have a basic presentation inside 30 minutes.'],
    },
  },
  {
    slug: 'news/report3D2',
    title: { zh: '三维汇报在重大项目评审中的应用', en: '3D presentations in major project reviews' },
    summary: { zh: '让评审会从“看图纸”变成“看工程”。', en: 'Turning a review from reading drawings into seeing the project.' },
    screen: 'report3d-story',
    body: {
      zh: ['重大交通项目评审专家多、议题多，传统图纸汇报难以在有限时间内讲清方案。', 'Report3D 将方案对比、关键节点与施工步序组织为分镜，汇报人可按议题自由跳转，专家提问时可即时切换视角。', '在已服务的 40 余个重大项目中，三维汇报已成为方案评审的标准配置。'],
      en: ['Major transport reviews bring many experts and many questions, and drawings alone rarely explain a scheme in the time available.', 'Report3D organises scheme comparisons, key locations and construction stages into shots. Presenters jump between topics, and when an expert asks a question the view changes on the spot.', 'Across the more than 40 major projects we have supported, 3D presentation is now standard at scheme reviews.'],
    },
  },
  {
    slug: 'news/vrroad1',
    title: { zh: 'VRRoad 道路安全性评价方法介绍', en: 'How VRRoad evaluates road safety' },
    summary: { zh: '运行速度、一致性与视距的评价逻辑。', en: 'The logic behind operating speed, consistency and sight distance checks.' },
    screen: 'vrroad-safety',
    body: {
      zh: ['道路安全性评价的核心，是判断驾驶人实际行驶速度与设计速度是否协调，以及相邻路段之间是否存在突变。', 'VRRoad 结合运行速度预测模型与驾驶仿真实测数据，计算各路段 V85 运行速度及速度差，按“好、较好、差”三级评价线形一致性。', '同时，系统逐桩检查停车视距，对视距不足路段给出清除遮挡或限速等改善建议。'],
      en: ['Safety evaluation comes down to two questions: do drivers\' actual speeds match the design speed, and do they change abruptly from one element to the next?', 'VRRoad combines operating speed models with speeds measured in simulation, calculates V85 and speed differences for each element, and rates consistency as good, fair or poor.', 'It also checks stopping sight distance station by station and recommends remedies, such as clearing obstructions or lowering the speed limit, where it falls short.'],
    },
  },
]

/**
 * Each case's client by name and the words of its chief engineer. The demo company, its clients and these people are
 * fictional (the demo's footer says so: site settings, 演示声明 / Demo notice); the names are made up, not real
 * organisations.
 */
export const CASE_VOICES: Record<string, { client: L; quote: L; quoteBy: L }> = {
  crossRiverBridge: {
    client: { zh: '楚衡交通投资集团有限公司', en: 'Chuheng Transport Investment Group' },
    quote: {
      zh: '两岸互通三个方案两周就比选完，梁场台座周转从 9 天降到 6.5 天。设计数据一路带到施工，这是我们第一次真正做到。',
      en: 'We compared three interchange schemes in two weeks, and the beam plant turned its beds in 6.5 days instead of 9. It is the first time the design data really carried through to construction.',
    },
    quoteBy: { zh: '李明远，楚衡交投总工程师', en: 'Li Mingyuan, chief engineer, Chuheng Transport Investment' },
  },
  riverTunnelHt: {
    client: { zh: '江澄市政基础设施建设有限公司', en: 'Jiangcheng Municipal Infrastructure Co.' },
    quote: {
      zh: '江底盾构最怕看不见。洞内人员、有害气体和管片质量全在一张屏上，隐患当天发现当天闭环。',
      en: 'Under a river, what you cannot see is what hurts you. People, gas readings and segment quality are on one screen, and a hazard found in the morning is closed by the evening.',
    },
    quoteBy: { zh: '周岚，江澄市政副总工程师', en: 'Zhou Lan, deputy chief engineer, Jiangcheng Municipal' },
  },
  riverTunnelJyjj: {
    client: { zh: '荆川交通规划设计研究院', en: 'Jingchuan Transport Planning and Design Institute' },
    quote: {
      zh: '纵断面每调一次，埋深、接线长度和造价马上联动出来；给业主汇报时直接看三维，方案一次通过。',
      en: 'Every change to the profile updated the cover, the approach length and the cost at once, and the owner saw the scheme in 3D: it was approved at the first presentation.',
    },
    quoteBy: { zh: '陈思源，荆川设计院隧道所总工程师', en: 'Chen Siyuan, chief engineer of the tunnel division, Jingchuan Institute' },
  },
  expressway: {
    client: { zh: '黔岭交通规划勘察设计院', en: 'Qianling Transport Survey and Design Institute' },
    quote: {
      zh: '山区路线方案以前要跑好几轮外业，现在在三维地形上先排出可行走廊，外业只去核实关键点。',
      en: 'A mountain route used to take several rounds of field work. Now we lay out the feasible corridors on the 3D terrain first and go out only to check the key points.',
    },
    quoteBy: { zh: '王建华，黔岭设计院总工程师', en: 'Wang Jianhua, chief engineer, Qianling Institute' },
  },
  expresswayHw: {
    client: { zh: '澄湖市市政工程设计院', en: 'Chenghu Municipal Engineering Design Institute' },
    quote: {
      zh: '枢纽互通的匝道和横断面联动修改，节省了大量重复画图；施工图审查一次通过。',
      en: 'Ramps and cross-sections change together, which saved us a great deal of redrawing; the construction drawings passed review first time.',
    },
    quoteBy: { zh: '赵一鸣，澄湖市政院副院长、总工程师', en: 'Zhao Yiming, deputy director and chief engineer, Chenghu Municipal Institute' },
  },
  hsyc: {
    client: { zh: '衡川轨道交通咨询有限公司', en: 'Hengchuan Rail Transit Consulting' },
    quote: {
      zh: '几条线路在枢纽里交织，平纵横一体的三维模型让各方在同一个模型上讨论，协调会少开了一半。',
      en: 'Several lines weave through the hub. With one 3D model of alignment, profile and sections, everyone discussed the same thing, and we held half as many coordination meetings.',
    },
    quoteBy: { zh: '何嘉，衡川咨询总工程师', en: 'He Jia, chief engineer, Hengchuan Consulting' },
  },
  fhz: {
    client: { zh: '澜江航道建设管理中心', en: 'Lanjiang Waterway Construction Authority' },
    quote: {
      zh: '通航净空、桥梁改造和航道疏浚放在一起算，改造方案对通航的影响一目了然。',
      en: 'Clearances, bridge rebuilding and dredging are worked out together, so the effect of each scheme on shipping is plain to see.',
    },
    quoteBy: { zh: '刘晓峰，澜江航道中心总工程师', en: 'Liu Xiaofeng, chief engineer, Lanjiang Waterway Authority' },
  },
  tlAvenue: {
    client: { zh: '南屿新区产业园开发有限公司', en: 'Nanyu New Area Industrial Park Development Co.' },
    quote: {
      zh: '园区企业陆续进驻，主干道必须边建边通行。虚拟建造把交通导改提前演练了一遍，现场几乎没有返工。',
      en: 'Companies were moving into the park while the avenue was built, so it had to stay open. Virtual construction rehearsed the traffic switches in advance, and there was almost no rework on site.',
    },
    quoteBy: { zh: '孙慧，南屿产业园工程部总工程师', en: 'Sun Hui, chief engineer, Nanyu Industrial Park engineering department' },
  },
}
