/** 24 news items (six per class) and 8 videos. */
import type { NewsClass } from '@/lib/content-model'

import type { ClipKind, NewsTheme } from '../artwork/compositions'
import type { L } from './types'

/** `seo`: the SEO title and description an editor wrote for search results and share cards (issue 33, item 4). */
export type NewsDef = { cls: NewsClass; date: string; theme: NewsTheme; title: L; synopsis: L; body: L<string[]>; seo?: { title: L; description: L } }

/** The class's word on its news covers, in each language (the covers are drawn in both). */
export const NEWS_TAGS: Record<NewsClass, L> = {
  newsletter: { zh: '新闻快讯', en: 'NEWSLETTER' },
  company: { zh: '公司新闻', en: 'COMPANY NEWS' },
  notice: { zh: '通知公告', en: 'NOTICE' },
  industry: { zh: '行业新闻', en: 'INDUSTRY' },
}

export const NEWS: NewsDef[] = [
  // ---------------------------------------------------------------- newsletter
  {
    cls: 'newsletter', date: '2026-11-06T02:30:00Z', theme: 'plan',
    title: { zh: 'AIRoad 2026 秋季版发布：新增实景三维选线与智能桥隧识别', en: 'AIRoad autumn 2026 release adds reality-mesh routing and smarter structure detection' },
    seo: {
      title: { zh: 'AIRoad 2026 秋季版：实景三维选线与桥隧识别', en: 'AIRoad autumn 2026: routing on reality meshes' },
      description: {
        zh: 'AIRoad V4.2 支持在倾斜摄影模型上直接布线，自动统计占压建筑，桥隧识别更准确，比选报告新增碳排放估算。',
        en: 'AIRoad V4.2 lays out routes on oblique photography meshes, totals building take, places bridges and tunnels more accurately and estimates embodied carbon.',
      },
    },
    synopsis: { zh: '新版本支持直接在倾斜摄影模型上布线，桥隧自动识别准确率进一步提升。', en: 'Lay out routes directly on oblique photography meshes, with more accurate automatic bridge and tunnel placement.' },
    body: {
      zh: [
        '11 月 6 日，云衢数字正式发布 AIRoad 道路快速方案设计系统 2026 秋季版（V4.2）。本次版本围绕“在真实场景中做方案”这一目标，重点打通了实景三维数据与路线设计之间的链路，同时对桥隧自动识别、方案比选等核心功能进行了全面升级。',
        '## 主要更新',
        '- 支持直接加载 OSGB、3D Tiles 实景模型进行布线，自动统计路线占压建筑面积',
        '- 桥隧自动识别算法升级，综合考虑填挖高度、跨越对象与地质条件',
        '- 比选报告新增碳排放估算指标',
        '在工可和方案阶段，设计人员往往需要在地形图、影像图和现场照片之间反复切换，才能判断路线对村庄、厂房和既有设施的影响。新版 AIRoad 可直接加载倾斜摄影模型，路线布设、平纵调整全部在实景模型上完成，系统自动统计路线占压的建筑面积与拆迁数量，并在比选表中同步更新。',
        '桥隧自动识别是 AIRoad 的核心能力之一。新版算法在填挖高度的基础上，综合考虑跨越河流、道路、管线等对象以及不良地质分布，自动给出桥梁、隧道和涵洞的布设建议。在多个内部测试项目中，自动识别结果与设计人员最终方案的吻合度较上一版本明显提高，后期人工调整的工作量大幅减少。',
        '响应交通行业绿色低碳发展要求，方案比选报告新增碳排放估算指标，可按路基土石方、桥梁、隧道等主要工程量估算建设期碳排放，为方案决策提供新的参考维度。',
        '老用户可通过软件内“检查更新”免费升级，升级后原有项目文件可直接打开使用。详细功能说明请参阅更新日志；如在使用中遇到问题，欢迎通过官网联系页面或客服热线与我们联系。',
      ],
      en: [
        'On 6 November we released the autumn 2026 version of AIRoad (V4.2). The headline is reality-mesh routing: you can now design a route directly on an oblique photography model, instead of switching back and forth between terrain, imagery and site photos.',
        '## What is new',
        '- Route directly on OSGB and 3D Tiles reality meshes, with building take totalled automatically',
        '- Improved bridge and tunnel detection that weighs fill height, features crossed and geology',
        '- An embodied-carbon estimate in the comparison report',
        'At feasibility stage the questions that matter most are often the simplest. Which houses does this line take? Which factory does it clip? How close does it pass to the school? V4.2 loads reality meshes straight into the workspace, so alignment and profile edits happen on the real ground. Building take and the number of affected structures are totalled as you go, and the comparison table keeps up.',
        'Automatic structure detection has been reworked too. Rather than relying on fill height alone, the new algorithm looks at what the route crosses, such as rivers, roads and pipelines, and at mapped geological hazards before proposing bridges, tunnels and culverts. On our internal benchmark projects its proposals are much closer to what designers finally choose, so there is less to correct by hand.',
        'The comparison report also gains an embodied-carbon estimate, built up from earthworks, bridge and tunnel quantities. It is an early-stage indicator rather than a full life-cycle assessment, but it gives clients one more way to weigh options side by side.',
        'Existing customers can upgrade free from Check for updates in the software, and projects from earlier versions open without conversion. See the update log for details, or get in touch through the contact page if you have any questions.',
      ],
    },
  },
  {
    cls: 'newsletter', date: '2026-09-18T03:00:00Z', theme: 'interchange',
    title: { zh: 'EICAD 6.3 上线：互通端部设计效率再提升', en: 'EICAD 6.3: faster gore and taper design' },
    seo: {
      title: { zh: 'EICAD 6.3 发布：互通端部设计更快', en: 'EICAD 6.3 release: faster interchange gores' },
      description: {
        zh: 'EICAD 6.3 为互通立交端部与渐变段提供参数化模板，出图前自动校核，设计效率明显提升。',
        en: 'EICAD 6.3 brings parametric templates for interchange gores and tapers, with checks before drawings go out.',
      },
    },
    synopsis: { zh: '端部与变速车道一键生成，合成坡度检查实时可视化。', en: 'Gores and speed-change lanes in one step, with resultant grade checks shown live.' },
    body: {
      zh: [
        '9 月 18 日，EICAD 道路与互通立交集成设计系列 6.3 版本正式上线。本次更新聚焦互通立交设计中最耗时、也最容易出错的端部设计环节，同时对合成坡度检查和横断面出图进行了针对性优化。',
        'EICAD 6.3 重点优化了互通立交端部设计流程。以往，变速车道渐变段、分合流鼻端和标线需要设计人员逐一计算、手工绘制，一旦主线或匝道线形调整，端部往往要推倒重来。新版中，设计人员只需选择主线与匝道，系统即可按规范自动生成渐变段、鼻端与标线，并随线形修改自动联动更新。',
        '新版同时改进了合成坡度检查。系统根据纵坡与超高实时计算各断面的合成坡度，超限路段在平面图中以色带直观标示。设计人员在调整纵断面或超高过渡方式时可即时看到结果，避免到审查阶段才发现问题。',
        '出图方面，横断面批量出图速度提升约 35%，大型枢纽互通成百上千张横断面图可在更短时间内完成输出；图框、标注样式支持按单位标准模板统一配置，减少出图后的人工整理。',
        'EICAD 6.3 已面向正式版用户开放升级，用户可通过软件内“检查更新”或官网“软件下载”页面获取安装包。更多操作细节请参阅帮助文档与更新日志。',
      ],
      en: [
        'EICAD 6.3 is out, and most of the work in this release has gone into the part of interchange design that eats the most time: the gores where ramps leave and join the mainline.',
        'Until now, tapers, nose geometry and markings at each diverge and merge had to be worked out and drawn largely by hand, and any change to the mainline or ramp alignment meant doing them again. In 6.3 you pick the mainline and the ramp, and tapers, noses and markings are generated to standard. Change either alignment later and the gore follows.',
        'Resultant grade checking has also improved. The combined effect of longitudinal grade and superelevation is calculated continuously along each ramp, and sections over the limit are shown as a colour band on the plan. Adjust the profile or the superelevation run-off and the band updates at once, so problems are caught while you design rather than at review.',
        'Batch cross-section plotting is about 35% faster, which makes a noticeable difference on large system interchanges with thousands of sections. Title blocks and annotation styles can now be set once from a company template instead of being tidied up sheet by sheet.',
        'The upgrade is available to all licensed users from Check for updates in the software or from the Download page. The help documents and the update log cover the new tools in more detail.',
      ],
    },
  },
  {
    cls: 'newsletter', date: '2026-07-02T02:00:00Z', theme: 'plant',
    title: { zh: 'BeamYard 新增小箱梁排产模板与移动端扫码验收', en: 'BeamYard adds small box-girder templates and mobile QR inspection' },
    synopsis: { zh: '梁场现场人员可通过手机扫码完成工序验收。', en: 'Yard staff can now sign off each step by scanning the beam\'s code on a phone.' },
    body: {
      zh: [
        'BeamYard 智慧梁场平台本月发布更新，新增小箱梁生产排产模板，并在移动端上线扫码验收功能，进一步打通梁场“计划—生产—验收”的数据链条。',
        '小箱梁是高速公路桥梁中应用最广泛的预制构件之一，其生产节奏直接受架梁进度约束。新增的排产模板内置钢筋绑扎、模板安装、混凝土浇筑、养护、张拉压浆等标准工序及工期参数，支持按架梁计划自动推算台座需求和存梁区容量，帮助梁场在开工前合理规划台座数量，在生产中及时发现供梁缺口。',
        '移动端新增扫码验收功能：质检人员扫描梁片二维码即可完成钢筋、模板、混凝土等工序验收，记录实时同步到平台。验收时可现场拍照、录入检测数据，不合格项自动生成整改任务并推送给责任班组，整改完成后再次扫码复核，形成闭环。',
        '每片梁的生产过程、验收记录和原材料批次都与二维码绑定，形成完整的“一梁一档”。架梁时扫码即可追溯该梁片的全部质量信息，为后续交工验收和运维管理提供可靠依据。',
        '本次更新已自动推送至云端用户，移动端请在应用商店更新至最新版本。如需开通小箱梁排产模板，或希望进一步了解梁场数字化方案，欢迎通过官网联系页面与我们联系。',
      ],
      en: [
        'This month\'s BeamYard update does two things. It brings a production template for small box girders, and it lets yard staff sign off each production step by scanning the beam on a phone.',
        'Small box girders are the workhorse of expressway bridges, and the pace at which a yard must turn them out is set by the erection programme. The new template comes with the standard sequence of rebar, formwork, concreting, curing, stressing and grouting, plus typical durations, and works out pedestal demand and storage capacity from the erection programme. Yards can size their pedestals before production starts and spot supply gaps early once it is running.',
        'The mobile app now supports QR sign-off: inspectors scan a beam\'s code to approve rebar, formwork and concrete, and the record syncs to the platform immediately. Photos and measurements are captured on the spot. A failed check raises a corrective action for the responsible crew, and the item closes only when the fix has been scanned and approved.',
        'Because every record is tied to the beam\'s code, each girder builds up a complete file of production history, inspections and the material batches used. At erection a single scan brings that history up, which also makes handover documentation far easier to assemble.',
        'Cloud customers already have the update; update the mobile app from your app store to start scanning. Contact us through the contact page to enable the small box-girder template or to talk about digitising your yard.',
      ],
    },
  },
  {
    cls: 'newsletter', date: '2026-04-20T02:00:00Z', theme: 'scene',
    title: { zh: 'Report3D 支持 4K 输出与网页端汇报包', en: 'Report3D now exports 4K and web presentation packages' },
    synopsis: { zh: '汇报成果可一键打包为网页，在浏览器中直接演示。', en: 'Package a presentation as a web page and present it from any browser.' },
    body: {
      zh: [
        'Report3D 三维汇报演示系统 4.0 版本正式发布。新版围绕“汇报更清晰、分发更便捷、演示更流畅”三个方向进行了升级，新增 4K 视频输出及网页汇报包功能。',
        '在方案评审、专家咨询和各类工作汇报中，高清晰度的三维动画已成为展示设计意图的重要手段。Report3D 4.0 支持 4K 分辨率视频输出，桥梁结构细节、互通匝道的空间层次以及沿线地物都能清晰呈现，满足大屏幕和会议室投影的播放需求。',
        '网页汇报包是本次更新的重点。设计人员可将三维场景、预设视点、漫游路径和标注说明一键打包为网页，部署在单位内网服务器上。评审专家无需安装任何软件，通过浏览器即可交互查看三维场景，自由切换方案、查看关键节点，评审意见也可以直接标注在场景中。',
        '针对长大线路项目，新版优化了百公里级场景的加载速度，采用分块加载与多级细节技术，普通办公电脑即可流畅演示，汇报时不再依赖高配置图形工作站。',
        '欢迎已购用户升级体验。网页汇报包的部署方式请参阅帮助文档，如有疑问，可通过官网联系页面联系我们的技术支持团队。',
      ],
      en: [
        'Report3D 4.0 is available now. It exports 4K video, packages presentations as web pages, and handles very long corridors far more smoothly than before.',
        'Design reviews increasingly happen in front of large screens, and at that size detail matters: the bearing arrangement on a bridge, the stacking of ramps at a complex interchange, the buildings along the route. 4K export keeps all of it sharp when the video is played on a conference room display or a video wall.',
        'The bigger change is the web presentation package. Scenes, saved viewpoints, fly-through paths and annotations are bundled into a self-contained web page. Host a package on an intranet server and reviewers explore the 3D scene in their browser, switching between options and zooming in on the details they care about, with nothing to install. Comments can be pinned directly in the scene.',
        'Scenes of 100 km and more also load faster, thanks to tiled streaming and level-of-detail handling, so an ordinary office PC presents them smoothly. There is no longer any need to carry a graphics workstation into the meeting room.',
        'The upgrade is free for customers with current maintenance. The help documents explain how to deploy a web package on your own server, and our support team is happy to help through the contact page.',
      ],
    },
  },
  {
    cls: 'newsletter', date: '2026-02-10T02:00:00Z', theme: 'rail',
    title: { zh: 'TICAD 新增市域铁路设计规范校核规则', en: 'TICAD adds design code checks for suburban railways' },
    synopsis: { zh: '支持 160 km/h 市域铁路线路设计参数校核。', en: 'Checks design parameters for suburban lines up to 160 km/h.' },
    body: {
      zh: [
        '为满足市域（郊）铁路建设需求，TICAD 轨道交通线路设计系统新增市域铁路设计规范校核规则库，支持设计速度 160 km/h 及以下市域铁路的线路设计参数校核。',
        '市域铁路兼具城市轨道交通和国家铁路的技术特点：设计速度普遍在 100～160 km/h，站间距较地铁更大，线路既有地下段，也有大量高架和地面段。不同速度等级、不同敷设方式对应的技术标准差异明显，人工校核工作量大，也容易遗漏。',
        '新增规则库覆盖最小曲线半径、缓和曲线长度、夹直线与圆曲线最小长度、最大坡度、坡段长度及竖曲线半径等关键参数，可按设计速度分级校核。设计过程中，系统实时标示不满足要求的平面与纵断面要素，并给出对应的规范条文依据；校核结果可导出为报告，作为设计文件的附件。',
        '用户可在项目设置中一键切换地铁与市域铁路规则。对于与地铁贯通运营或共线的项目，还可按区段分别指定规则，满足复杂线路的设计需要。',
        '该功能已包含在 TICAD 最新版本中，正式版用户可免费升级。规则库将根据标准规范的修订情况持续更新，欢迎用户通过官网联系页面反馈使用意见。',
      ],
      en: [
        'To support the growth of suburban railways, TICAD now includes a suburban rail rule library, checking line design parameters for routes with design speeds of up to 160 km/h.',
        'Suburban lines sit somewhere between a metro and a main-line railway. Design speeds are usually 100 to 160 km/h, stations are further apart than on a metro, and a single route may run in tunnel, on viaduct and at grade. Each speed class and type of structure brings its own limits, and checking them all by hand is slow and easy to get wrong.',
        'The library covers minimum radii, transition lengths, minimum tangent and circular curve lengths, maximum grades, grade lengths and vertical curve radii, all graded by design speed. Elements that fall short are flagged in plan and profile while you design, with the relevant clause shown alongside, and the results can be exported as a check report to accompany the drawings.',
        'Switch between metro and suburban rules in the project settings. Where a suburban line runs through onto a metro or shares track with one, rules can be assigned section by section.',
        'The rule library ships with the current TICAD release and is a free upgrade for licensed users. We will keep it in step with revisions to the design codes, and we welcome your feedback through the contact page.',
      ],
    },
  },
  {
    cls: 'newsletter', date: '2025-12-15T02:00:00Z', theme: 'drive',
    title: { zh: 'VRRoad 驾驶仿真新增雨雾夜间场景', en: 'VRRoad adds rain, fog and night driving' },
    synopsis: { zh: '不良天气与夜间条件下的视距与安全评价更贴近实际。', en: 'More realistic sight distance and safety evaluation in poor weather and at night.' },
    body: {
      zh: [
        'VRRoad 道路驾驶仿真与安全评价系统本次更新新增雨、雾、夜间三类驾驶环境，可设置能见度与路面湿滑系数，使不良天气与夜间条件下的视距和安全评价更贴近实际。',
        '雨雾天气和夜间历来是交通事故的高发时段，但传统的安全评价大多基于理想天气条件开展，难以反映驾驶人在能见度下降、路面湿滑时的真实行为。新版 VRRoad 在驾驶场景中加入了降雨、团雾、夜间照明等效果，设计人员可结合项目所在地区的气候特点设置能见度范围与路面附着系数。',
        '结合新版运行速度模型，系统可评估不良天气下的安全风险路段，为交安设施设置提供依据。例如，在连续下坡接小半径曲线、隧道进出口、长大桥梁等路段，系统会对比晴天与雨雾条件下的运行速度差异和停车视距满足情况，自动标出风险等级较高的区段。',
        '夜间场景支持设置路灯布置、车灯照射范围以及标志标线的逆反射效果，可直观检验标志的可辨认距离和诱导设施的设置效果，为照明设计和视线诱导设施布设提供参考。',
        '本次更新已面向全部正式版用户开放。不良天气评价的操作指引请参阅帮助文档，也可通过官网联系页面向我们咨询。',
      ],
      en: [
        'This VRRoad update adds rain, fog and night driving, with adjustable visibility and road surface friction, so sight distance and safety can be evaluated in the conditions where drivers actually get into trouble.',
        'A disproportionate share of crashes happens in the wet, in fog or after dark, yet most safety evaluation still assumes a clear, dry day. The new environments add rainfall, patchy fog and night lighting to the simulated drive, and visibility and skid resistance can be set to match the local climate of the project.',
        'Combined with the new operating speed model, VRRoad identifies stretches that become risky in poor conditions and informs where safety furniture is needed. On long downgrades into tight curves, at tunnel portals and on long bridges, it compares operating speeds and available stopping sight distance in good and poor weather, then ranks the sections that need attention.',
        'At night you can place street lighting, set headlight patterns and model the retroreflectivity of signs and markings. That makes it easy to see how far away a sign can actually be read, and whether delineation guides drivers through a curve as intended.',
        'The update is available to all licensed users. The help documents include a walk-through of a poor-weather evaluation, and our team is glad to help through the contact page.',
      ],
    },
  },
  // ---------------------------------------------------------------- company
  {
    cls: 'company', date: '2026-10-28T06:00:00Z', theme: 'event',
    title: { zh: '2026 云衢数字用户大会在京举行', en: 'Yunqu Digital User Conference 2026 held in Beijing' },
    synopsis: { zh: '来自 200 余家设计院与施工企业的 600 余位嘉宾参会。', en: 'More than 600 guests from over 200 design institutes and contractors attended.' },
    body: {
      zh: [
        '10 月 28 日，2026 云衢数字用户大会在北京召开。本届大会以“数字设计 · 智慧建造”为主题，来自 200 余家设计院、施工企业及高校的 600 余位嘉宾齐聚一堂，共同探讨交通基础设施数字化转型的新路径。',
        '大会主论坛上，公司发布了设计施工一体化平台路线图。未来，AIRoad、EICAD、TICAD 等设计软件的成果将与 BuildOps 施工管理平台、SiteLink 智慧工地平台和 BeamYard 智慧梁场平台实现数据贯通，让设计阶段的模型和数据在施工阶段持续发挥作用。',
        '在用户分享环节，多家用户单位分享了 AIRoad、EICAD 与 BeamYard 的应用经验。有设计院介绍了在工可阶段利用 AIRoad 一周内完成数十个走廊方案比选的实践，有施工单位展示了 BeamYard 在梁场排产与质量追溯方面取得的成效。',
        '会上，公司与 6 家设计院签署了联合创新合作协议。双方将围绕 BIM 正向设计、实景三维选线和设计成果数字化交付等方向开展联合攻关，推动研究成果在实际工程中落地。',
        '大会同期设置了产品体验区和技术沙龙，参会嘉宾现场体验了 VRRoad 驾驶仿真和 Report3D 三维汇报。感谢各位用户与合作伙伴的支持，我们明年再会。',
      ],
      en: [
        'Our 2026 User Conference took place in Beijing on 28 October under the theme Digital design, smart construction. More than 600 guests from over 200 design institutes, contractors and universities joined us for a day of talks, demonstrations and plenty of conversations in the corridors.',
        'In the opening session we set out the roadmap for our integrated design-to-construction platform. Over the coming releases, models and data produced in AIRoad, EICAD and TICAD will flow into BuildOps, SiteLink and BeamYard, so the work done at design stage keeps paying off once the contractor is on site.',
        'Customers then took the stage to share their experience with AIRoad, EICAD and BeamYard. One design institute described comparing dozens of corridor options in a single week at feasibility stage; a contractor walked through how BeamYard has changed production planning and quality traceability in its precast yard.',
        'Six design institutes signed joint innovation agreements with us during the event. Together we will work on BIM-first design, routing on reality meshes and digital delivery, and test the results on live projects.',
        'Throughout the day guests tried VRRoad driving simulation and Report3D presentations in the product area, and joined smaller technical sessions. Thank you to everyone who came. We look forward to seeing you next year.',
      ],
    },
  },
  {
    cls: 'company', date: '2026-08-12T02:00:00Z', theme: 'notice',
    title: { zh: '公司新获 3 项发明专利授权，累计达 11 项', en: 'Three more invention patents granted, bringing the total to 11' },
    synopsis: { zh: '新专利涉及路线智能优化、梁场排产与驾驶仿真评价。', en: 'The new patents cover route optimisation, beam yard scheduling and simulation-based evaluation.' },
    body: {
      zh: [
        '近日，公司“一种基于多约束的道路路线智能优化方法”等 3 项发明专利获得国家知识产权局授权。截至目前，公司已累计获得发明专利 11 项、软件著作权 39 项。',
        '本次获授权的三项专利分别涉及道路路线智能优化、梁场生产排产和驾驶仿真安全评价。其中，路线智能优化方法综合考虑地形、地质、环境敏感区和工程造价等多重约束，在满足技术标准的前提下自动搜索较优路线方案，是 AIRoad 智能选线功能的核心技术之一。',
        '梁场排产相关专利可根据架梁计划、台座数量、养护周期和龙门吊能力自动生成生产计划，并在计划变更时快速重排，已应用于 BeamYard 智慧梁场平台；驾驶仿真评价相关专利将驾驶模拟数据与运行速度模型相结合，用于识别平纵线形组合中的潜在安全风险，已在 VRRoad 中实现。',
        '自 2018 年成立以来，公司始终坚持核心技术自主研发。此次获授权的专利技术均已转化为产品功能，并在实际工程项目中得到了验证。',
        '公司将持续加大研发投入，推动核心技术自主可控，为交通基础设施行业提供更加智能、可靠的数字化工具。',
      ],
      en: [
        'Three more of our invention patents have been granted, including a multi-constraint method for optimising road alignments. We now hold 11 invention patents and 39 software copyrights.',
        'The new patents cover three parts of our product line. The alignment optimisation method searches for good routes while respecting terrain, geology, environmentally sensitive land and construction cost, without ever stepping outside the limits of the design standard. It sits at the heart of assisted route finding in AIRoad.',
        'The second patent covers beam yard scheduling: production plans generated from the erection programme, pedestal numbers, curing times and gantry crane capacity, and rebuilt quickly whenever the programme changes. It is used in BeamYard. The third combines driving simulation data with an operating speed model to find safety risks in combinations of horizontal and vertical alignment, and is implemented in VRRoad.',
        'Since the company was founded in 2018 we have developed our core technology in-house, and every one of these patents is already at work in shipping software on real projects rather than sitting in a drawer.',
        'We will keep investing in research so that our core technology remains our own, and so that our customers get tools that keep getting smarter and more dependable.',
      ],
    },
  },
  {
    cls: 'company', date: '2026-06-05T02:00:00Z', theme: 'site',
    title: { zh: '公司通过 ISO 27001 信息安全管理体系认证', en: 'Yunqu Digital certified to ISO 27001' },
    synopsis: { zh: 'SaaS 平台数据安全管理能力获得权威认证。', en: 'Independent certification for how we protect data on our SaaS platforms.' },
    body: {
      zh: [
        '近日，公司顺利通过 ISO/IEC 27001 信息安全管理体系认证，认证范围覆盖 BuildOps、SiteLink、BeamYard 云平台的研发与运维服务。这标志着公司在数据安全方面的管理水平达到国际标准要求。',
        '随着施工管理、智慧工地和智慧梁场业务向云端迁移，平台中沉淀了大量工程进度、质量检测、人员设备和视频监控数据。这些数据既是客户的核心资产，也关系到项目的安全生产，数据安全已成为客户选择 SaaS 平台时最关注的问题之一。',
        '为此，公司于去年启动信息安全管理体系建设，围绕访问控制、数据加密、备份恢复、漏洞管理、供应商管理和安全事件响应等方面完善制度与流程，并对全体员工开展了信息安全培训。经过认证机构的文件审核与现场审核，公司最终顺利获得认证。',
        '在技术层面，云平台采用分级权限管理和操作日志留痕，重要数据在传输与存储环节全程加密，并定期开展异地备份与恢复演练，确保客户数据可用、可控、可追溯。',
        '未来，公司将以此次认证为新起点，按照体系要求持续改进，定期开展内部审核与风险评估，为客户提供更安全、更值得信赖的云服务。',
      ],
      en: [
        'We have been certified to ISO/IEC 27001, covering the development and operation of the BuildOps, SiteLink and BeamYard cloud platforms. The certification confirms that our information security management meets the international standard.',
        'As construction management, site monitoring and beam yard production move to the cloud, our platforms hold more and more sensitive project data: schedules, inspection results, records of people and plant, and site video. For our customers that data is both a valuable asset and part of how they keep sites safe, and security is now one of the first questions they ask.',
        'We began building our information security management system last year. It covers access control, encryption, backup and recovery, vulnerability management, supplier management and incident response, and every member of staff has been trained on it. Certification followed a documentation review and an on-site audit by an independent certification body.',
        'On the technical side, the platforms use role-based permissions with a full audit trail, encrypt important data in transit and at rest, and run regular off-site backups with recovery drills, so customer data stays available, under control and traceable.',
        'Certification is a starting point rather than a finish line. We will keep running internal audits and risk assessments and keep improving the system year by year.',
      ],
    },
  },
  {
    cls: 'company', date: '2026-03-18T02:00:00Z', theme: 'profile',
    title: { zh: '云衢数字与多所高校共建交通数字化联合实验室', en: 'Joint transport digitalisation labs launched with universities' },
    synopsis: { zh: '校企合作培养数字设计与智能建造人才。', en: 'Industry and universities working together on digital design and smart construction skills.' },
    body: {
      zh: [
        '近日，云衢数字与多所交通类高校签约，共建交通数字化联合实验室。公司将向合作院校提供校园版软件、课程资源与师资培训，助力培养数字设计与智能建造领域的专业人才。',
        '当前，BIM 正向设计和智能建造正在深刻改变交通基础设施行业的工作方式，用人单位对毕业生掌握数字化设计工具的要求越来越高。但在不少院校，教学所用软件与工程实践仍存在脱节，学生走上工作岗位后往往需要较长的适应期。',
        '根据合作协议，联合实验室将配备 AIRoad、EICAD、TICAD、VRRoad 等软件的校园版授权，公司同步提供示范教学视频、工程案例数据和实验指导书，并定期组织教师参加软件应用与课程设计培训。',
        '双方将在课程建设、竞赛指导与科研合作方面深入合作：共同开发道路勘测设计、互通立交设计、轨道交通线路设计等课程的数字化教学内容，指导学生参加交通数字设计大赛，并围绕驾驶行为与道路安全、智能选线等方向联合开展科研。',
        '人才是行业数字化转型的基础。公司将持续深化校企合作，欢迎更多院校通过官网联系页面了解联合实验室共建方案。',
      ],
      en: [
        'We have signed agreements with several transport universities to set up joint laboratories for transport digitalisation. We will supply campus editions of our software, course materials and teacher training, with the aim of producing graduates who are ready for digital design and smart construction from their first day at work.',
        'BIM-first design and smart construction are changing how roads, bridges and railways are delivered, and employers increasingly expect new engineers to be fluent in the tools. In many courses, though, the software taught still lags behind what practices actually use, and graduates spend months catching up.',
        'Each lab will have campus licences for AIRoad, EICAD, TICAD and VRRoad, together with our demonstration teaching videos, real project datasets and lab handbooks. We will also run regular training so that teaching staff are confident with the software and can build it into their own course design.',
        'The partnerships cover curriculum development, competition coaching and joint research. Together we will develop digital teaching material for road survey and design, interchange design and rail alignment, coach student teams for the Transport Digital Design Competition, and pursue joint research on topics such as driver behaviour and assisted route finding.',
        'Universities interested in setting up a lab with us are welcome to get in touch through the contact page.',
      ],
    },
  },
  {
    cls: 'company', date: '2025-12-28T02:00:00Z', theme: 'bridge',
    title: { zh: '公司服务客户企业突破 1000 家', en: 'More than 1000 client enterprises now use our software' },
    synopsis: { zh: '设计人员用户超过 2 万名，覆盖全国主要交通设计院。', en: 'Over 20 000 designers, including most of the country\'s major transport design institutes.' },
    body: {
      zh: [
        '截至 2025 年底，公司服务客户企业超过 1000 家，设计人员用户超过 20000 名，覆盖全国主要交通设计院，以及众多施工企业、高校和科研单位。从省级交通规划设计院到地市级设计单位，从大型施工总承包企业到专业预制构件厂，越来越多的用户选择云衢数字的产品开展日常工作。',
        '自 2018 年成立以来，公司从道路方案设计软件起步，逐步形成了覆盖道路、互通立交、轨道交通、驾驶仿真和三维汇报的数字设计产品线，以及施工管理、智慧工地、智慧梁场三大数字建造平台。',
        '依托这些产品，用户累计完成道路方案约 30000 公里、互通立交设计 1000 余座，服务重大工程 40 余项，涵盖跨江大桥、越江隧道、山区高速公路、城市快速路和轨道交通枢纽等多种工程类型。',
        '客户数量的增长离不开用户的持续反馈。过去一年，公司根据用户建议完成了数百项功能改进，并在全国多地举办培训班和技术交流会，帮助用户更好地将软件应用于工程实践。',
        '感谢每一位用户的信任与支持。新的一年，公司将继续深耕交通基础设施数字化领域，以更好的产品和服务回馈广大用户。',
      ],
      en: [
        'By the end of 2025 more than 1000 client enterprises and over 20 000 designers were using our products, including most of the country\'s major transport design institutes as well as many contractors, universities and research centres.',
        'We started in 2018 with a single tool for rapid road scheme design. Since then the product line has grown to cover roads, interchanges, rail transit alignment, driving simulation and 3D presentation on the design side, and construction management, smart sites and smart beam plants on the construction side.',
        'Together they have designed some 30 000 km of road schemes and over 1000 interchanges, on more than 40 major projects. Those projects range from river-crossing bridges and tunnels to mountain expressways, urban expressways and rail hubs.',
        'Much of what we built last year came straight from customer feedback: hundreds of improvements, large and small, suggested by the people who use the software every day. We also ran training courses and technical meetings in cities across the country to help teams get more out of it on live projects.',
        'Thank you to every customer for your trust. We will keep focusing on the digital tools that transport infrastructure needs, and we will keep listening.',
      ],
    },
  },
  {
    cls: 'company', date: '2025-10-16T02:00:00Z', theme: 'dashboard',
    title: { zh: '公司荣获年度交通行业数字化创新企业', en: 'Named a transport digital innovation company of the year' },
    synopsis: { zh: '智慧梁场解决方案获评优秀应用案例。', en: 'Our smart beam plant solution was recognised as an outstanding application.' },
    body: {
      zh: [
        '在近日举行的行业数字化创新年会上，公司获评“年度交通行业数字化创新企业”，BeamYard 智慧梁场解决方案入选优秀应用案例。',
        '本届年会聚焦交通基础设施建设的数字化、智能化转型，评选覆盖设计、施工、运维等多个环节。评审专家从技术创新性、应用成效和推广价值等维度，对申报企业与案例进行了综合评审。',
        'BeamYard 智慧梁场解决方案以梁片为核心，将台座排产、钢筋加工、混凝土浇筑、智能养护、张拉压浆和存梁架设等环节纳入统一平台管理，并与自动喷淋、智能张拉、智能压浆等设备实现数据对接。在入选案例中，梁场借助平台实现了生产计划动态调整和“一梁一档”质量追溯，台座周转效率和管理透明度明显提升。',
        '评审意见认为，该方案切中了预制梁场生产管理的痛点，具备较强的可复制性，对推动桥梁工业化建造具有示范意义。',
        '这一荣誉是对公司在数字建造领域持续投入的肯定。公司将继续完善 BuildOps、SiteLink、BeamYard 等平台产品，助力更多施工企业实现精细化管理。',
      ],
      en: [
        'At an industry conference on digital innovation we were named a transport digital innovation company of the year, and the BeamYard smart beam plant solution was selected as an outstanding application.',
        'The awards looked at digital and intelligent practice across the life of transport infrastructure, from design through construction to operation. Entries were judged by an expert panel on how innovative they are, the results they deliver in practice and how readily others could adopt them.',
        'BeamYard organises a precast yard around the individual beam. Pedestal scheduling, rebar processing, concreting, curing, stressing, grouting, storage and dispatch are managed in one platform, with data coming straight from automatic curing, smart stressing and smart grouting equipment. In the yard featured in our entry, that meant production plans that adjust as the erection programme changes, a complete quality file for every beam and faster pedestal turnaround.',
        'The panel noted that the solution tackles real pain points in precast production and can be repeated from yard to yard, which matters more and more as bridge construction becomes industrialised.',
        'We are grateful for the recognition and will keep developing BuildOps, SiteLink and BeamYard to help contractors manage their work with more precision.',
      ],
    },
  },
  // ---------------------------------------------------------------- notice
  {
    cls: 'notice', date: '2026-11-12T02:00:00Z', theme: 'notice',
    title: { zh: '关于 2026 年冬季 EICAD 培训班报名的通知', en: 'Registration open: EICAD winter training 2026' },
    synopsis: { zh: '12 月在北京、成都、广州三地开班，名额有限。', en: 'Courses in Beijing, Chengdu and Guangzhou in December. Places are limited.' },
    body: {
      zh: [
        '为帮助用户系统掌握 EICAD 互通立交设计，公司将于 12 月在北京、成都、广州三地举办 2026 年冬季 EICAD 培训班，每期 3 天。现将有关事项通知如下。',
        '## 培训时间与地点',
        '- 北京：12 月 8 日—10 日',
        '- 成都：12 月 15 日—17 日',
        '- 广州：12 月 22 日—24 日',
        '培训内容涵盖 EICAD 6.3 新功能、主线与匝道平纵横设计、互通端部与变速车道设计、合成坡度与超高检查、横断面与土方计算以及施工图批量出图等。课程采用“讲解 + 上机实操”的方式，结合典型枢纽互通和服务区互通案例，由公司资深技术工程师授课。',
        '培训对象为设计院、咨询单位从事道路与立交设计的技术人员，以及相关专业的高校教师。学员需自带安装 Windows 系统的笔记本电脑，培训期间公司提供临时授权。每期名额限 40 人，按报名先后顺序确认，额满即止。',
        '培训结束后，考核合格的学员将获得公司颁发的培训证书。具体培训地点、费用及食宿安排将在报名确认后另行通知。已购买 EICAD 正式版授权且在维护期内的用户，可享受培训费用优惠。',
        '请于 11 月 30 日前通过官网联系页面或客服热线报名，报名时请注明参训城市、单位名称、参训人数及联系人。',
      ],
      en: [
        'Our winter courses will help users master interchange design in EICAD. Each course runs for three days and mixes short presentations with plenty of hands-on work at the keyboard.',
        '## Dates and cities',
        '- Beijing: 8-10 December',
        '- Chengdu: 15-17 December',
        '- Guangzhou: 22-24 December',
        'The programme covers what is new in EICAD 6.3, mainline and ramp design in plan, profile and section, gores and speed-change lanes, resultant grade and superelevation checks, cross-sections and earthworks, and batch production of construction drawings. Exercises are based on a typical system interchange and a service-area interchange, and are led by our senior application engineers.',
        'The courses are aimed at road and interchange designers in design institutes and consultancies, and at university teachers in related subjects. Please bring a Windows laptop; we will provide a temporary licence for the duration of the course. Each course is limited to 40 participants, and places are confirmed in order of registration.',
        'Participants who pass the end-of-course assessment will receive a certificate. Venue details, fees and accommodation arrangements will be sent with the confirmation of your registration. Customers with a current EICAD maintenance agreement receive a discount on the course fee.',
        'Please register by 30 November through the contact page or our hotline, giving the city you would like to attend, your organisation, the number of participants and a contact name.',
      ],
    },
  },
  {
    cls: 'notice', date: '2026-09-25T02:00:00Z', theme: 'notice',
    title: { zh: '国庆假期客户服务安排', en: 'Customer service over the National Day holiday' },
    synopsis: { zh: '假期期间技术支持热线正常值守。', en: 'The technical support hotline stays open throughout the holiday.' },
    body: {
      zh: [
        '2026 年国庆节即将到来，根据国家法定节假日安排，结合用户项目生产的实际需要，现将假期期间的客户服务安排通知如下，请各位用户提前做好工作计划。',
        '10 月 1 日至 7 日国庆假期期间，公司技术支持热线与在线客服正常值守，紧急问题请直接拨打客服热线。值守时间为每日 9:00—17:00，其他时段可通过官网联系页面留言，技术工程师将于次日优先回复。',
        '对于假期期间仍在施工的项目，BuildOps、SiteLink、BeamYard 云平台正常运行，平台运维团队 7×24 小时监控系统状态。如遇平台访问异常、现场设备数据中断等影响生产的问题，请第一时间通过客服热线报告。',
        '软件授权续期、发票开具、合同签订等商务事宜将于 10 月 8 日起办理。授权将在假期内到期的用户，建议于 9 月 30 日前联系销售人员办理续期，以免影响正常使用。',
        '假期期间，软件下载、帮助文档和示范教学视频等在线资源均可正常访问，常见问题可优先查阅帮助文档自助解决。由此带来的不便敬请谅解，祝各位用户节日快乐！',
      ],
      en: [
        'Here is how our customer service will operate over the National Day holiday, so that you can plan ahead.',
        'During the National Day holiday from 1 to 7 October our support hotline and online chat remain open. For anything urgent, please call the hotline. Staff are on duty from 9:00 to 17:00 each day; outside those hours, leave a message through the contact page and an engineer will get back to you first thing the next morning.',
        'The BuildOps, SiteLink and BeamYard cloud platforms will run as normal for sites that keep working through the holiday, and our operations team monitors them around the clock. If the platform becomes unavailable or site devices stop reporting data, please call the hotline straight away.',
        'Licence renewals and other commercial matters, including invoices and contracts, will be handled from 8 October. If your licence expires during the holiday, please contact your sales representative by 30 September so that your work is not interrupted.',
        'Downloads, help documents and demonstration teaching videos remain available online throughout. Thank you for your understanding, and we wish everyone a happy holiday.',
      ],
    },
  },
  {
    cls: 'notice', date: '2026-07-20T02:00:00Z', theme: 'notice',
    title: { zh: '关于旧版加密锁驱动停止维护的公告', en: 'End of support for the legacy dongle driver' },
    synopsis: { zh: '请用户于 12 月 31 日前升级至新版授权驱动。', en: 'Please upgrade to the new licence driver by 31 December.' },
    body: {
      zh: [
        '为提升授权稳定性与安全性，公司将于 2026 年 12 月 31 日停止维护旧版加密锁驱动（3.x 版本）。现将有关事项公告如下。',
        '旧版驱动发布时间较早，在新版 Windows 操作系统及部分安全软件环境下存在识别不稳定、偶发掉锁等问题，且无法支持网络授权、授权借出等新功能。新版授权管理工具采用全新架构，兼容性和安全性均有明显提升。',
        '请用户在“软件下载”页面下载最新授权管理工具并完成升级，升级过程不影响已有授权。升级前请关闭所有正在运行的公司软件；安装完成后重新插入加密锁，在授权管理工具中确认授权信息显示正常即可。使用网络授权的用户，请先升级授权服务器，再逐台升级客户端。',
        '2026 年 12 月 31 日之后，旧版驱动将不再提供兼容性修复和技术支持，此后发布的软件新版本也将不再兼容旧版驱动，届时仍使用旧版驱动的用户可能无法正常启动软件。',
        '如在升级过程中遇到问题，或加密锁硬件型号较老需要更换，请通过官网联系页面或客服热线联系技术支持，我们将协助您完成升级。',
      ],
      en: [
        'To make licensing more reliable and secure, support for the legacy dongle driver (3.x) ends on 31 December 2026. This notice explains why, what you need to do and what happens after that date.',
        'The 3.x driver dates from several generations of Windows ago. On current systems, and alongside some security software, it can fail to recognise a dongle or drop the licence mid-session, and it cannot support newer features such as network licences and licence borrowing. The new licence manager is built on a new architecture that resolves these problems.',
        'Download the latest licence manager from the Download page and upgrade. Existing licences are unaffected. Close any of our software that is running, install the new manager, then reconnect the dongle and check that your licence details appear correctly. If you use network licences, upgrade the licence server first and the client machines after it.',
        'After 31 December 2026 the 3.x driver will receive no further fixes or support, and new releases of our software will not work with it. Anyone still on the old driver at that point may find that the software will not start.',
        'If you run into problems, or your dongle is an older model that needs replacing, contact technical support through the contact page or the hotline and we will help you through the upgrade.',
      ],
    },
  },
  {
    cls: 'notice', date: '2026-05-08T02:00:00Z', theme: 'notice',
    title: { zh: '第三届交通数字设计大赛征集通知', en: 'Call for entries: third Transport Digital Design Competition' },
    synopsis: { zh: '面向高校学生与青年设计师，设置道路、立交与轨道三个赛道。', en: 'Open to students and young designers, with road, interchange and rail tracks.' },
    body: {
      zh: [
        '为推动交通数字设计人才培养，促进 BIM 与智能设计技术在教学和工程实践中的应用，第三届交通数字设计大赛现已开放报名。本届大赛面向高校学生与青年设计师，设置道路、立交与轨道三个赛道。',
        '道路赛道要求参赛者基于给定的地形与控制条件完成道路走廊方案设计与比选；立交赛道要求完成指定节点的互通立交方案设计及主要图纸；轨道赛道要求完成一段城市轨道交通或市域铁路的线路平纵断面设计。各赛道命题及基础数据将在报名确认后统一发放。',
        '参赛者可使用校园版或试用版软件完成作品。在校学生可以个人或团队形式参赛，每队不超过 4 人，可配备 1～2 名指导教师；青年设计师组面向 35 周岁以下的在职设计人员。',
        '大赛设置一、二、三等奖及优秀指导教师奖，获奖作品将在用户大会上展示。评审委员会由行业专家与高校教师共同组成，重点考察方案的合理性、创新性和成果表达质量。',
        '报名截止时间为 7 月 31 日，作品提交截止时间为 9 月 30 日。报名方式及大赛详细规则请通过官网联系页面咨询，大赛组委会将及时答复。',
      ],
      en: [
        'Entries are open for the third Transport Digital Design Competition, which aims to bring more young engineers into digital design and to put BIM and intelligent design tools to work in teaching and practice. It is open to students and young designers, with road, interchange and rail tracks.',
        'In the road track, competitors develop and compare corridor options on given terrain and controls. The interchange track asks for a scheme for a specified junction together with the main drawings, and the rail track for the horizontal and vertical alignment of a metro or suburban rail section. Briefs and base data will be sent to everyone once registration is confirmed.',
        'Competitors may use the campus or trial editions of our software. Students can enter individually or in teams of up to four, with one or two supervising teachers; the young designers category is for practising designers aged 35 or under.',
        'First, second and third prizes will be awarded along with prizes for supervising teachers, and winning entries will be shown at the User Conference. Entries will be judged by a panel of industry experts and university teachers on the soundness of the design, its originality and the quality of its presentation.',
        'Registration closes on 31 July and entries must be submitted by 30 September. For the full rules and how to register, please contact the organising committee through the contact page.',
      ],
    },
  },
  {
    cls: 'notice', date: '2026-01-06T02:00:00Z', theme: 'notice',
    title: { zh: 'SaaS 云平台系统升级维护公告', en: 'Planned maintenance on the SaaS platform' },
    synopsis: { zh: '1 月 10 日 00:00—06:00 进行系统升级。', en: 'Upgrade window: 10 January, 00:00 to 06:00.' },
    body: {
      zh: [
        '为提供更稳定的服务，云平台将于 1 月 10 日（星期六）00:00—06:00 进行系统升级。本次升级时间选在周末凌晨，尽量减少对现场施工管理的影响。现将有关安排公告如下。',
        '升级期间，BuildOps、SiteLink、BeamYard 网页端暂停访问，现场设备数据将在升级后自动补传。塔吊监控、环境监测、智能张拉等现场设备在此期间将数据缓存在本地，平台恢复后自动上传，不会造成数据丢失。',
        '本次升级主要包括服务器扩容、数据库性能优化和安全补丁更新。升级完成后，平台响应速度将进一步提升，大型项目进度与质量报表的生成时间将明显缩短，平台整体安全防护能力也将同步增强。',
        '请各项目提前做好工作安排，避免在升级时段内进行工序验收、隐患整改闭环等需要在线完成的操作。如遇紧急情况，现场可按原有纸质流程处理，待平台恢复后再补录。',
        '升级完成后用户无需任何操作，刷新页面即可正常使用。如升级结束后仍无法访问，请通过客服热线或官网联系页面联系我们。由此带来的不便，敬请谅解。',
      ],
      en: [
        'To keep the service reliable, the cloud platform will be upgraded on 10 January from 00:00 to 06:00. We have chosen the early hours of a Saturday, when very few sites are working.',
        'BuildOps, SiteLink and BeamYard web access will pause during that time; data from site devices will be uploaded automatically afterwards. Crane monitors, environmental sensors, stressing equipment and other connected devices buffer their readings locally in the meantime, so nothing is lost.',
        'The work includes additional server capacity, database performance tuning and security patches. Afterwards the platforms should feel quicker, particularly when generating schedule and quality reports on large projects.',
        'Please plan around the window and avoid scheduling online tasks such as inspection sign-offs or closing out safety actions between 00:00 and 06:00. If something urgent comes up, record it on paper as usual and enter it once the platform is back.',
        'You will not need to do anything after the upgrade; simply refresh your browser. If you still cannot get in after 06:00, call the hotline or contact us through the contact page. We apologise for any inconvenience.',
      ],
    },
  },
  {
    cls: 'notice', date: '2025-11-20T02:00:00Z', theme: 'notice',
    title: { zh: '关于谨防假冒公司名义销售软件的声明', en: 'Warning about unauthorised sellers using our name' },
    synopsis: { zh: '请通过官方渠道购买正版软件。', en: 'Please buy genuine licences through official channels only.' },
    body: {
      zh: [
        '近期，公司接到多位用户反映，有第三方假冒公司名义，通过网店、社交平台等渠道低价销售所谓“破解版”“永久版”软件及加密锁。对此，公司郑重声明如下。',
        '公司正版软件仅通过公司及授权合作伙伴销售。公司从未授权任何单位或个人销售破解版软件，也从未委托任何第三方以“内部渠道”“特价授权”等名义进行销售。',
        '破解版软件存在严重隐患：一方面，其计算结果未经验证，可能导致工程量、坐标等关键数据出错，给工程设计质量带来风险；另一方面，破解程序常夹带恶意代码，可能造成设计成果泄露或计算机系统损坏。使用盗版软件还可能使用户单位承担相应的法律责任。',
        '请用户通过官网公布的联系方式核实销售方身份及授权真伪。正版用户可享受软件免费升级、技术支持和培训等完整服务。',
        '公司将依法追究相关侵权行为的法律责任。如发现假冒公司名义销售软件的线索，欢迎通过官网联系页面或客服热线向我们举报。',
      ],
      en: [
        'We have become aware of third parties selling cracked copies of our software under our name. They advertise through online shops and social media, often as "permanent" or "unlocked" editions, sometimes with counterfeit dongles.',
        'Genuine licences are sold only by us and our authorised partners. We have never authorised anyone to sell cracked software, and we do not sell licences through "internal channels" or special offers made by third parties.',
        'Cracked software is a real risk to your work. Its results have not been verified, so quantities, coordinates and other critical outputs may simply be wrong. Cracks often carry malware that can leak design data or damage your systems, and using unlicensed software can expose your organisation to legal liability.',
        'Please check using the contact details on this website before buying from anyone you do not know. A genuine licence comes with free upgrades, technical support and access to training.',
        'We will take legal action against infringement wherever we find it. If you come across anyone selling our software without authorisation, please let us know through the contact page or the hotline.',
      ],
    },
  },
  // ---------------------------------------------------------------- industry
  {
    cls: 'industry', date: '2026-10-10T02:00:00Z', theme: 'section',
    title: { zh: '公路工程 BIM 正向设计加速普及', en: 'BIM-first design is spreading fast in highway engineering' },
    synopsis: { zh: '越来越多的省份在新建高速公路项目中要求 BIM 交付。', en: 'More provinces now require BIM deliverables on new expressways.' },
    body: {
      zh: [
        '近年来，多个省份相继出台公路工程 BIM 技术应用指南，在新建高速公路项目中明确提出 BIM 交付要求。BIM 正向设计正从少数示范项目走向规模化应用。',
        '与传统的“先出二维图、再翻建三维模型”不同，正向设计要求设计人员直接在三维环境中完成路线、路基、桥梁、隧道等专业设计，图纸由模型生成，模型与图纸始终保持一致。这对设计软件的专业深度和各专业之间的协同能力都提出了更高要求。',
        '业内人士认为，BIM 正向设计的关键在于设计软件与施工管理平台的数据贯通，避免“为 BIM 而 BIM”。如果设计模型交付后无法被施工阶段直接使用，施工单位往往需要重新建模，BIM 的价值便大打折扣。',
        '从实践来看，统一的编码体系和交付标准是打通数据的基础。设计阶段按统一规则对构件进行编码，施工阶段将进度、质量、计量等信息挂接到模型构件上，模型才能真正成为贯穿项目全过程的数据载体。',
        '随着相关标准逐步完善、软件工具日趋成熟，业内普遍预计，BIM 正向设计将在未来几年内成为新建公路项目的常规做法，设计企业的数字化能力也将成为市场竞争中的重要因素。',
      ],
      en: [
        'Several provinces have issued BIM guidelines for highway engineering and now require BIM deliverables on new expressways. BIM-first design is moving beyond a handful of showcase projects and into everyday practice.',
        'The difference from the older approach is fundamental. Instead of producing 2D drawings first and building a model from them afterwards, designers work on alignment, earthworks, bridges and tunnels directly in 3D, and the drawings are generated from the model, so the two never drift apart. That asks more of the software, both in engineering depth and in how disciplines share their work.',
        'Practitioners say the key is data that flows from design software into construction management, rather than models built only to tick a box. If a contractor cannot use the design model as delivered, it ends up building its own, and most of the value of BIM is lost.',
        'Experience so far points to shared coding and delivery standards as the foundation. When components are coded consistently at design stage, schedule, quality and measurement data can be attached to the same components during construction, and the model becomes a record of the whole project rather than a set of pictures.',
        'As standards mature and the tools improve, many in the industry expect BIM-first design to become routine on new highway projects within a few years, and digital capability to become a real differentiator for design firms.',
      ],
    },
  },
  {
    cls: 'industry', date: '2026-08-26T02:00:00Z', theme: 'plant',
    title: { zh: '预制构件工厂化生产成为桥梁建设新趋势', en: 'Factory-style precasting is becoming the norm for bridges' },
    synopsis: { zh: '标准化、智能化梁场建设提速。', en: 'Standardised, intelligent beam yards are being built faster.' },
    body: {
      zh: [
        '随着桥梁工业化建造的推进，标准化梁场与智慧梁场建设明显提速。预制构件“工厂化生产、装配化施工”正成为桥梁建设的新趋势。',
        '与现浇施工相比，预制梁在工厂化环境中生产，质量更稳定、受天气影响更小，也有利于减少现场高空作业人员和施工对周边环境的影响。近年来，多地在高速公路建设中推行梁场标准化建设，对场地布置、设备配置和工艺流程提出了统一要求。',
        '自动喷淋、智能张拉、智能压浆等设备已成为新建梁场的标配，钢筋数控加工、液压模板和蒸汽养护等技术也在逐步推广。这些设备在提升单道工序质量的同时，也产生了大量生产数据。',
        '生产数据的集中管理成为下一步重点。目前不少梁场的设备数据分散在各自系统中，难以与生产计划、质量验收和架梁进度联动。业内人士指出，只有将设备数据、工序验收和生产计划统一到一个平台上，才能实现真正意义上的“智慧梁场”。',
        '可以预见，随着装配化桥梁比例的不断提高，梁场管理将从“管设备”走向“管数据、管流程”，以梁片为核心的全过程数字化管理将成为行业共识。',
      ],
      en: [
        'As bridge construction industrialises, standardised and intelligent beam yards are being built much faster. Casting in factory conditions and assembling on site is fast becoming the default way to build bridges.',
        'Beams cast in a controlled yard are more consistent in quality and less exposed to the weather than cast-in-place work, and they need fewer people working at height on site. Many provinces now set standards for beam yards on expressway projects, covering site layout, equipment and production processes.',
        'Automatic spraying, smart stressing and smart grouting are now standard in new yards; managing their data in one place is the next step. CNC rebar processing, hydraulic formwork and steam curing are also becoming more common, and each of these machines produces its own stream of production data.',
        'In many yards, though, each machine still reports to its own system, with no link to the production plan, to inspections or to the erection programme. The industry view is that a yard only becomes genuinely smart when equipment data, inspections and scheduling come together on a single platform.',
        'As the share of precast bridges keeps rising, yard management is likely to shift from looking after machines to managing data and process, with the individual beam at the centre of the record.',
      ],
    },
  },
  {
    cls: 'industry', date: '2026-06-18T02:00:00Z', theme: 'tunnel',
    title: { zh: '超大直径盾构隧道数字化建造实践综述', en: 'Digital construction of super-large shield tunnels: a review' },
    synopsis: { zh: '多源监测数据融合助力隧道施工安全。', en: 'Combining monitoring data to keep tunnelling safe.' },
    body: {
      zh: [
        '近年来，越江跨海通道和城市地下快速路建设带动超大直径盾构隧道工程不断增多。超大直径盾构隧道施工风险高，数字化手段在保障施工安全中的作用日益突出。',
        '与常规盾构相比，超大直径盾构开挖断面大、穿越地层复杂，常常需要下穿江河、既有建筑和地下管线，对掘进参数控制、管片拼装质量和地层变形控制的要求极高。任何一个环节出现偏差，都可能引发地表沉降超限、管片破损甚至涌水涌砂等风险。',
        '盾构掘进参数、管片姿态、地表沉降等多源监测数据的融合分析成为保障安全的关键。通过将盾构机实时数据、导向系统数据、自动化监测数据与 BIM 模型在同一平台上关联，管理人员可以直观掌握每一环管片的掘进状态和周边环境变化。',
        '多个项目实践表明，统一的数据平台可显著缩短异常发现与处置时间。当推力、扭矩或注浆量出现异常波动时，系统可结合地质剖面和沉降趋势自动预警，并将处置任务推送给相关责任人，形成“监测—预警—处置—反馈”的闭环。',
        '业内专家认为，下一步的重点是积累掘进数据、建立参数优化模型，从“事后预警”走向“事前预控”，推动盾构隧道建造向智能化方向发展。',
      ],
      en: [
        'River and sea crossings and urban underground expressways have brought a wave of super-large diameter shield tunnels. These projects carry high risk, and digital tools are playing a growing part in keeping them safe.',
        'Compared with conventional drives, super-large machines excavate much larger faces through more varied ground, often beneath rivers, existing buildings and buried services. Face pressure, segment erection and ground movement must all be controlled tightly; a small deviation in any of them can lead to excessive settlement, damaged segments or, at worst, water and sand ingress.',
        'Analysing TBM parameters, segment alignment and surface settlement together has become central to safety. When machine data, guidance system readings and automated monitoring are linked to the BIM model on one platform, managers can see the state of every ring and the ground around it at a glance.',
        'Experience on several projects shows that a single data platform shortens the time from anomaly to response considerably. If thrust, torque or grout volumes start to drift, the system can check them against the geological section and settlement trends, raise an alert and assign the response, closing the loop from monitoring to action.',
        'The next step, specialists say, is to use the growing archive of drive data to optimise parameters in advance, moving from reacting to warnings towards preventing the conditions that cause them.',
      ],
    },
  },
  {
    cls: 'industry', date: '2026-03-30T02:00:00Z', theme: 'drive',
    title: { zh: '道路交通安全评价重视“以人为本”', en: 'Road safety evaluation puts the driver first' },
    synopsis: { zh: '驾驶模拟技术在安全评价中的作用日益凸显。', en: 'Driving simulation plays a growing role in safety audits.' },
    body: {
      zh: [
        '道路交通安全评价正在从“以规范为中心”转向“以人为本”，驾驶模拟技术在安全评价中的作用日益凸显。',
        '传统安全评价以规范指标校核为主，难以反映驾驶人的真实感受。一条各项指标均满足规范的道路，仍可能因平纵线形组合不当、视觉连续性差而导致驾驶人判断失误。山区高速公路长大纵坡接小半径曲线、隧道群路段明暗交替等，都是此类问题的典型场景。',
        '驾驶模拟技术可在设计阶段再现驾驶过程，发现线形组合、视距和标志设置中的潜在问题。评价人员可以让驾驶人在虚拟环境中按设计方案驾驶，记录车速、方向盘转角、制动等行为数据，并结合运行速度模型分析相邻路段的速度协调性。',
        '与通车后的事故分析相比，在设计阶段发现并解决问题的成本要低得多。一些项目已将驾驶模拟评价纳入初步设计和施工图设计审查环节，针对评价发现的问题调整线形指标、优化标志标线或增设减速设施。',
        '业内人士认为，随着驾驶模拟设备成本下降、仿真精度提高，以驾驶人行为为核心的安全评价有望在更多项目中推广，推动道路设计从“合规”走向“好开”。',
      ],
      en: [
        'Road safety evaluation is moving away from checking numbers against the code and towards asking how a road feels to the person driving it. Driving simulation plays a growing role in that shift.',
        'Traditional safety audits check compliance with the code but say little about how the road feels to drive. A road can meet every individual limit and still mislead drivers, because of an awkward combination of horizontal and vertical curvature or a broken line of sight. Long downgrades into tight curves on mountain expressways, and the light-dark transitions through a cluster of tunnels, are typical examples.',
        'Simulation reproduces the drive at design stage and exposes problems with alignment combinations, sight distance and signing. Test drivers travel the proposed road in a virtual environment while speed, steering and braking are recorded, and the results are compared with operating speed models to check that speeds stay consistent from one element to the next.',
        'Fixing a problem on the drawing board costs far less than investigating crashes after opening. Some projects now include simulation-based evaluation in the review of preliminary and detailed design, and adjust alignment, signs and markings, or add speed management measures, in response to what it finds.',
        'As simulators become cheaper and more realistic, evaluation centred on driver behaviour is likely to spread, and road design to aim not just for compliance but for roads that are easy to drive.',
      ],
    },
  },
  {
    cls: 'industry', date: '2026-01-22T02:00:00Z', theme: 'dashboard',
    title: { zh: '智慧工地建设从“展示”走向“实用”', en: 'Smart sites move from showcase to everyday tool' },
    synopsis: { zh: '数据驱动的闭环管理成为智慧工地新要求。', en: 'Closed-loop, data-driven management is the new expectation.' },
    body: {
      zh: [
        '早期智慧工地建设偏重大屏展示，实际应用效果有限。当前，行业更加关注告警闭环、数据联动与管理效率提升，智慧工地正从“展示”走向“实用”。',
        '在不少项目上，智慧工地曾一度等同于指挥中心里的一块大屏：视频监控、环境监测、人员考勤数据悉数上屏，观摩效果突出，但现场管理人员的日常工作并没有因此减轻，有的甚至因为重复填报而增加了负担。',
        '如今，用户更关注数据能否驱动管理动作。例如，塔吊超载、深基坑变形或扬尘超标告警产生后，系统能否自动推送给责任人、跟踪处置过程并留存记录；人员实名制数据能否与安全教育、班组计量相互关联，减少重复录入。',
        '能否真正减少现场管理人员的工作量，成为衡量智慧工地价值的重要标准。业内人士建议，智慧工地建设应从项目管理的实际痛点出发，优先建设高频使用的功能，并与施工管理平台的进度、质量、安全模块打通，避免形成新的信息孤岛。',
        '可以预见，未来的智慧工地将更加轻量化、业务化，移动端将成为主要的工作入口，大屏则回归辅助决策的定位。',
      ],
      en: [
        'Early smart sites were mostly about impressive dashboards, with limited practical effect. The industry now looks for alerts that are followed through, data that connects and real gains in efficiency.',
        'On many projects a smart site used to mean a video wall in the site office, with camera feeds, dust readings and attendance figures all on one screen. It made a strong impression on visitors, but it did little for the people running the site, and duplicate data entry sometimes made their days longer rather than shorter.',
        'What customers ask now is whether the data drives action. When a crane overload, excavation movement or dust alarm fires, does the right person get it on their phone, is the response tracked, and is there a record when it is closed? Does workforce registration link to safety induction and to crew payment records, so that nobody types the same details in three times?',
        'Whether a system actually saves site managers time has become the measure of its value. Experienced practitioners suggest starting from the problems site teams really have, building the features they will use every day first, and connecting the smart site to schedule, quality and safety management so that it does not become yet another isolated system.',
        'The next generation of smart sites is likely to be lighter and more closely tied to everyday work, with the phone as the main tool and the big screen returning to its proper role of supporting decisions.',
      ],
    },
  },
  {
    cls: 'industry', date: '2025-11-05T02:00:00Z', theme: 'rail',
    title: { zh: '市域铁路进入建设高峰期', en: 'Suburban railway construction reaches its peak' },
    synopsis: { zh: '都市圈通勤需求带动市域铁路规划建设。', en: 'Commuter demand in metropolitan areas is driving new suburban lines.' },
    body: {
      zh: [
        '随着都市圈的发展，市域（郊）铁路规划建设明显提速，多地新开工项目集中落地。都市圈通勤需求正推动市域铁路进入建设高峰期。',
        '市域铁路主要服务于中心城区与周边新城、卫星城之间的通勤出行，设计速度一般在 100～160 km/h，兼具城市轨道交通“公交化”运营和国家铁路“速度快、站距大”的特点，是构建“轨道上的都市圈”的重要组成部分。',
        '线路设计需统筹与城市轨道交通、国家铁路的衔接，对设计工具的专业性提出更高要求。设计中既要考虑与地铁贯通运营或便捷换乘的需要，又要满足较高速度下的平纵断面技术标准；线路往往依次穿越建成区、新区与郊野地区，地下、高架和地面等多种敷设方式交替出现，方案比选工作量大。',
        '此外，市域铁路技术标准体系仍在不断完善，不同地区采用的标准存在差异。设计单位需要能够灵活配置校核规则、快速开展多方案比选的专业工具，以应对复杂多变的设计条件。',
        '业内人士预计，未来几年将是市域铁路规划建设的集中期，数字化设计与 BIM 技术在市域铁路工程中的应用将进一步深化。',
      ],
      en: [
        'As metropolitan areas grow, suburban railway planning and construction have accelerated, with many new projects breaking ground. Commuter demand between city centres and their surrounding towns is driving the busiest period for suburban lines yet.',
        'Suburban railways fill the gap between the metro and the national network. They typically run at 100 to 160 km/h with stations further apart than on a metro, yet they aim for the frequent, turn-up-and-go service that commuters expect. For many city regions they are the backbone of plans to link new towns to the centre by rail.',
        'These lines must connect with both urban metro and national rail networks, which asks more of the design tools. Designers have to allow for through-running onto metro lines or easy interchange with them while meeting higher-speed alignment standards, often on routes that pass from dense urban areas through new development into open country, switching between tunnel, viaduct and at-grade sections along the way.',
        'Standards for suburban rail are also still evolving, and practice differs from region to region. Design teams need tools that let them configure rules flexibly and compare options quickly as conditions change.',
        'Industry observers expect the next few years to bring a concentration of new suburban lines, and with them a deeper use of digital design and BIM on rail projects.',
      ],
    },
  },
]

export type VideoDef = { clip: ClipKind; date: string; title: L; description: L; seo?: { title: L; description: L } }

export const VIDEOS: VideoDef[] = [
  { clip: 'airoad', date: '2026-11-08T02:00:00Z', title: { zh: 'AIRoad 快速方案设计演示', en: 'AIRoad scheme design demo' }, description: { zh: '从控制点布设到方案比选，完整演示 AIRoad 的方案设计流程。', en: 'The whole AIRoad workflow, from placing control points to comparing schemes.' }, seo: { title: { zh: 'AIRoad 道路方案设计视频演示', en: 'Video: road scheme design in AIRoad' }, description: { zh: '8 分钟看完 AIRoad 从控制点布设、自动选线到方案比选的完整流程。', en: 'Eight minutes from control points to automatic routing and scheme comparison in AIRoad.' } } },
  { clip: 'eicad', date: '2026-09-20T02:00:00Z', title: { zh: 'EICAD 苜蓿叶互通设计全过程', en: 'Designing a cloverleaf interchange in EICAD' }, description: { zh: '环形匝道、定向匝道与端部设计一气呵成。', en: 'Loop ramps, directional ramps and gores, start to finish.' } },
  { clip: 'ticad', date: '2026-07-15T02:00:00Z', title: { zh: 'TICAD 地铁线路与车站设计', en: 'Metro line and station design in TICAD' }, description: { zh: '左右线同步设计与车站配线模板应用。', en: 'Designing both tracks together and using station track templates.' } },
  { clip: 'vrRoad', date: '2026-05-28T02:00:00Z', title: { zh: 'VRRoad 山区高速驾驶仿真', en: 'VRRoad: simulating a mountain expressway' }, description: { zh: '连续弯道路段运行速度与视距评价。', en: 'Operating speed and sight distance on a run of tight curves.' } },
  { clip: 'Report3D', date: '2026-04-22T02:00:00Z', title: { zh: 'Report3D 三维汇报样片', en: 'Report3D sample presentation' }, description: { zh: '过江通道方案三维汇报片段。', en: 'An excerpt from a 3D presentation of a river crossing.' } },
  { clip: 'productSzhjsgl', date: '2026-02-26T02:00:00Z', title: { zh: 'BuildOps 施工管理平台介绍', en: 'Introducing BuildOps' }, description: { zh: '基于 BIM 的进度、质量与安全管理。', en: 'BIM-based schedule, quality and safety management.' } },
  { clip: 'zhgd', date: '2025-12-18T02:00:00Z', title: { zh: 'SiteLink 智慧工地指挥中心', en: 'Inside the SiteLink command centre' }, description: { zh: '人员、设备、环境实时监测与告警处置。', en: 'Live monitoring of people, plant and environment, and how alerts are handled.' } },
  { clip: 'zngc', date: '2025-10-30T02:00:00Z', title: { zh: 'BeamYard 智慧梁场生产实景', en: 'BeamYard on a working beam yard' }, description: { zh: '台座排产、智能养护与龙门吊调度。', en: 'Pedestal scheduling, automatic curing and gantry crane dispatch.' } },
]
