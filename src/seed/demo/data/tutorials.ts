/**
 * The narrated tutorials of the demo's products (src/seed/demo/narrated-video.ts): per product, the scenes in order,
 * each with a short step name (listed beside the screen) and the sentences spoken over it, written separately in each
 * language. A scene shows the product's title card, one of its three screenshots (src/seed/demo/artwork/screens.ts,
 * in the video's language), optionally with one area of it picked out, a moment of its animated artwork, or the end
 * card. Each sentence is one caption.
 */
import type { ClipKind } from '../artwork/compositions'
import type { L } from './types'

/** An area of a 1280 x 800 screenshot to pick out: the parts of the desktop window and the web platform. */
export type Focus = 'canvas' | 'tree' | 'props' | 'toolbar' | 'nav' | 'content' | 'top'

type TutorialScene =
  | { show: 'title' }
  | { show: 'screen'; screen: 0 | 1 | 2; focus?: Focus }
  | { show: 'clip'; at: number }
  | { show: 'end' }

export type TutorialStep = TutorialScene & { step: L; say: { zh: string[]; en: string[] } }

const say = (zh: string[], en: string[]) => ({ zh, en })

export const TUTORIALS: Record<ClipKind, TutorialStep[]> = {
  airoad: [
    {
      show: 'title',
      step: { zh: '概览', en: 'Overview' },
      say: say(['本视频演示 AIRoad 快速方案设计的基本流程。'], ['This video walks through rapid scheme design in AIRoad.']),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'tree',
      step: { zh: '导入地形', en: 'Load the terrain' },
      say: say(
        ['先在项目树中载入数字高程模型，再加入村庄、保护区等控制因素。'],
        ['Start by loading the elevation model in the project tree, then add controls such as villages and protected land.'],
      ),
    },
    {
      show: 'clip',
      at: 0.45,
      step: { zh: '布设控制点', en: 'Control points' },
      say: say(
        ['在地形上点选几个控制点，软件随即沿等高线生成路线方案。'],
        ['Click a few control points on the terrain, and the software lays a route along the contours.'],
      ),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'props',
      step: { zh: '查看指标', en: 'Read the figures' },
      say: say(
        ['右侧属性栏给出每个方案的长度、最大纵坡和工程量。', '推荐方案以蓝色显示。'],
        ['The properties panel gives each scheme its length, steepest grade and earthwork.', 'The recommended scheme is drawn in blue.'],
      ),
    },
    {
      show: 'screen',
      screen: 1,
      focus: 'canvas',
      step: { zh: '纵断面拉坡', en: 'Grade the profile' },
      say: say(
        ['切换到纵断面，拖动变坡点，填挖数量会即时更新。'],
        ['Switch to the profile and drag a grade point; cut and fill update as you move it.'],
      ),
    },
    {
      show: 'screen',
      screen: 2,
      step: { zh: '三维比选', en: 'Compare in 3D' },
      say: say(
        ['在三维地形上并排查看各方案，并对比主要指标。'],
        ['View the schemes side by side on the 3D terrain and compare their key figures.'],
      ),
    },
    {
      show: 'end',
      step: { zh: '输出报告', en: 'Write the report' },
      say: say(
        ['选定方案后一键输出比选报告，也可以直接导入 EICAD 继续设计。'],
        ['Once a scheme is chosen, export the comparison report, or open it in EICAD to carry on designing.'],
      ),
    },
  ],
  eicad: [
    {
      show: 'title',
      step: { zh: '概览', en: 'Overview' },
      say: say(['本视频介绍如何用 EICAD 设计一座互通立交。'], ['This video shows how to design an interchange in EICAD.']),
    },
    {
      show: 'clip',
      at: 0.35,
      step: { zh: '布设匝道', en: 'Lay out the ramps' },
      say: say(
        ['先确定主线，再按设计顺序逐条绘出匝道。'],
        ['Fix the main line first, then draw the ramps one by one, in design order.'],
      ),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'canvas',
      step: { zh: '调整线形', en: 'Shape the ramps' },
      say: say(
        ['在平面图中拖动交点，环形匝道的半径和长度随之变化。'],
        ['Drag an intersection point in the plan, and the loop ramp radius and length follow.'],
      ),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'props',
      step: { zh: '核对参数', en: 'Check the values' },
      say: say(['属性栏列出当前匝道的设计速度与最小半径。'], ['The properties panel lists the design speed and smallest radius of the ramp.']),
    },
    {
      show: 'screen',
      screen: 1,
      step: { zh: '横断面', en: 'Cross-sections' },
      say: say(
        ['横断面按桩号批量生成，边坡与排水沟自动绘出。'],
        ['Cross-sections are produced in batches by chainage, with side slopes and ditches drawn for you.'],
      ),
    },
    {
      show: 'screen',
      screen: 2,
      focus: 'canvas',
      step: { zh: '土石方', en: 'Earthwork' },
      say: say(
        ['土石方数量与调配曲线同步计算，便于平衡填挖。'],
        ['Earthwork volumes and the mass haul curve are worked out together, to help balance cut and fill.'],
      ),
    },
    {
      show: 'end',
      step: { zh: '出图', en: 'Drawings' },
      say: say(['设计完成后即可批量输出施工图。'], ['When the design is done, print the construction drawings in one batch.']),
    },
  ],
  ticad: [
    {
      show: 'title',
      step: { zh: '概览', en: 'Overview' },
      say: say(['本视频演示 TICAD 中地铁线路与车站的设计。'], ['This video walks through metro line and station design in TICAD.']),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'canvas',
      step: { zh: '线路平纵', en: 'Plan and profile' },
      say: say(
        ['左右线在同一张图中同步设计，平面与纵断面联动。'],
        ['Both tracks are designed together on one drawing, with plan and profile linked.'],
      ),
    },
    {
      show: 'clip',
      at: 0.6,
      step: { zh: '车站分布', en: 'Stations' },
      say: say(['沿线布设车站后，可以逐站核对站间距。'], ['With the stations placed along the line, check the spacing one station at a time.']),
    },
    {
      show: 'screen',
      screen: 1,
      focus: 'canvas',
      step: { zh: '车站配线', en: 'Track layout' },
      say: say(
        ['选用配线模板，岛式车站与交叉渡线一次布好。'],
        ['Pick a track layout template, and the island platform and scissors crossover are placed in one go.'],
      ),
    },
    {
      show: 'screen',
      screen: 1,
      focus: 'props',
      step: { zh: '道岔参数', en: 'Turnouts' },
      say: say(['道岔型号与有效站台长度在属性栏中修改。'], ['Change the turnout type and usable platform length in the properties panel.']),
    },
    {
      show: 'screen',
      screen: 2,
      step: { zh: '高架模型', en: 'Viaduct model' },
      say: say(
        ['高架区间自动生成三维模型，墩柱与箱梁一目了然。'],
        ['Elevated sections become a 3D model, with every pier and box girder in view.'],
      ),
    },
    {
      show: 'end',
      step: { zh: '导出成果', en: 'Export' },
      say: say(['成果可以导出为 IFC 模型，交给下游专业。'], ['Export the result as an IFC model for the teams downstream.']),
    },
  ],
  vrRoad: [
    {
      show: 'title',
      step: { zh: '概览', en: 'Overview' },
      say: say(['本视频介绍 VRRoad 驾驶仿真与安全评价。'], ['This video introduces driving simulation and safety evaluation in VRRoad.']),
    },
    {
      show: 'screen',
      screen: 0,
      step: { zh: '驾驶视角', en: 'Driver view' },
      say: say(['导入设计路线后，即可从驾驶员的视角沿线行驶。'], ["Import the design alignment and drive along it from the driver's seat."]),
    },
    {
      show: 'clip',
      at: 0.5,
      step: { zh: '连续弯道', en: 'Curves' },
      say: say(['在连续弯道上，注意观察前方线形是否清晰连贯。'], ['On a run of curves, watch whether the road ahead reads clearly.']),
    },
    {
      show: 'screen',
      screen: 1,
      focus: 'canvas',
      step: { zh: '运行速度', en: 'Operating speed' },
      say: say(
        ['软件计算每个路段的运行速度，并标出速度差过大的位置。'],
        ['The software works out the operating speed of every stretch and marks where speeds change too sharply.'],
      ),
    },
    {
      show: 'screen',
      screen: 2,
      focus: 'canvas',
      step: { zh: '视距检验', en: 'Sight distance' },
      say: say(['视距检验逐桩进行，不足处以红色提示。'], ['Sight distance is checked at every station, and shortfalls show in red.']),
    },
    {
      show: 'end',
      step: { zh: '评价报告', en: 'Report' },
      say: say(['最后生成安全评价报告，供设计修改参考。'], ['Finally, write the safety evaluation report to guide design changes.']),
    },
  ],
  Report3D: [
    {
      show: 'title',
      step: { zh: '概览', en: 'Overview' },
      say: say(['本视频演示如何用 Report3D 制作三维汇报片。'], ['This video shows how to make a 3D presentation with Report3D.']),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'canvas',
      step: { zh: '场景与路径', en: 'Scene and path' },
      say: say(['载入设计模型，在场景中画出漫游路径。'], ['Load the design model and draw a fly-through path in the scene.']),
    },
    {
      show: 'clip',
      at: 0.5,
      step: { zh: '预览', en: 'Preview' },
      say: say(['拖动时间轴，就能预览镜头沿路径的运动。'], ['Drag the timeline to preview the camera moving along the path.']),
    },
    {
      show: 'screen',
      screen: 1,
      step: { zh: '施工阶段', en: 'Stages' },
      say: say(['为桥梁设置施工阶段，汇报中按顺序逐段展示。'], ['Give the bridge its construction stages, to show them in order during the talk.']),
    },
    {
      show: 'screen',
      screen: 2,
      focus: 'canvas',
      step: { zh: '分镜', en: 'Storyboard' },
      say: say(['在分镜中排好镜头顺序，并加上说明文字。'], ['Arrange the shots in the storyboard and add their captions.']),
    },
    {
      show: 'end',
      step: { zh: '渲染', en: 'Render' },
      say: say(['提交渲染队列，得到可以直接播放的汇报视频。'], ['Send it to the render queue, and get a presentation video ready to play.']),
    },
  ],
  productSzhjsgl: [
    {
      show: 'title',
      step: { zh: '概览', en: 'Overview' },
      say: say(['本视频介绍 BuildOps 施工管理平台的日常使用。'], ['This video shows everyday work in the BuildOps construction platform.']),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'top',
      step: { zh: '项目总览', en: 'Overview page' },
      say: say(['登录后首先看到项目总览，关键指标集中在页面顶部。'], ['After signing in you see the project overview, with the key figures along the top.']),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'nav',
      step: { zh: '功能导航', en: 'Navigation' },
      say: say(['左侧导航进入进度、质量、安全与成本等模块。'], ['The menu on the left leads to schedule, quality, safety and cost.']),
    },
    {
      show: 'screen',
      screen: 1,
      focus: 'content',
      step: { zh: '进度计划', en: 'Schedule' },
      say: say(['进度计划以横道图显示，延误的工作会标红。'], ['The schedule is a bar chart, and late tasks are marked in red.']),
    },
    {
      show: 'clip',
      at: 0.6,
      step: { zh: '模型进度', en: 'Model progress' },
      say: say(['填报进度后，BIM 模型中的构件同步改变颜色。'], ['Once progress is reported, the components in the BIM model change colour to match.']),
    },
    {
      show: 'screen',
      screen: 2,
      focus: 'content',
      step: { zh: '质检记录', en: 'Inspections' },
      say: say(['点击构件即可查看它的质检记录与照片。'], ['Click a component to see its inspection records and photos.']),
    },
    {
      show: 'end',
      step: { zh: '移动端', en: 'On the phone' },
      say: say(['现场人员也可以在手机上填报和审批。'], ['People on site can report and approve from their phones as well.']),
    },
  ],
  zhgd: [
    {
      show: 'title',
      step: { zh: '概览', en: 'Overview' },
      say: say(['本视频介绍 SiteLink 智慧工地平台的指挥中心。'], ['This video introduces the command centre of the SiteLink smart site platform.']),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'content',
      step: { zh: '指挥中心', en: 'Command centre' },
      say: say(['大屏汇总现场人员、设备和告警的实时情况。'], ['The big screen gathers live figures on people, plant and alerts.']),
    },
    {
      show: 'clip',
      at: 0.4,
      step: { zh: '现场分布', en: 'Site map' },
      say: say(['在工地平面图上，可以看到各个设备的位置与状态。'], ['The site plan shows where each machine is and what it is doing.']),
    },
    {
      show: 'screen',
      screen: 1,
      focus: 'content',
      step: { zh: '环境监测', en: 'Environment' },
      say: say(['扬尘、噪声和塔吊数据按分钟更新，超限自动告警。'], ['Dust, noise and crane readings update every minute, and limits raise an alert.']),
    },
    {
      show: 'screen',
      screen: 2,
      focus: 'content',
      step: { zh: '视频识别', en: 'Video AI' },
      say: say(['视频识别会发现未戴安全帽等情况，并推送给安全员。'], ['Video recognition spots things like a missing hard hat and tells the safety officer.']),
    },
    {
      show: 'end',
      step: { zh: '告警处置', en: 'Handling alerts' },
      say: say(['每条告警都有处理记录，便于追踪和复盘。'], ['Every alert keeps a record of how it was handled, for follow-up and review.']),
    },
  ],
  zngc: [
    {
      show: 'title',
      step: { zh: '概览', en: 'Overview' },
      say: say(['本视频介绍 BeamYard 智慧梁场平台。'], ['This video introduces the BeamYard smart beam plant platform.']),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'content',
      step: { zh: '台座排产', en: 'Pedestal plan' },
      say: say(['根据架梁计划，系统自动为每个台座排产。'], ['From the erection plan, the system schedules work on every pedestal.']),
    },
    {
      show: 'screen',
      screen: 0,
      focus: 'nav',
      step: { zh: '手动调整', en: 'Adjusting' },
      say: say(['遇到变化时，也可以在排产计划中手动调整。'], ['When plans change, adjust the schedule by hand.']),
    },
    {
      show: 'clip',
      at: 0.5,
      step: { zh: '龙门吊', en: 'Gantry cranes' },
      say: say(['数字孪生画面显示龙门吊与梁板的实时位置。'], ['The live plant twin shows where the gantry cranes and beams are.']),
    },
    {
      show: 'screen',
      screen: 2,
      focus: 'content',
      step: { zh: '智能养护', en: 'Steam curing' },
      say: say(['养护棚的温度与湿度按设定曲线自动控制。'], ['Temperature and humidity in each curing chamber follow the set curve automatically.']),
    },
    {
      show: 'end',
      step: { zh: '梁板档案', en: 'Beam registry' },
      say: say(['每片梁的生产与养护记录都会存入档案。'], ['The production and curing record of every beam is kept in its file.']),
    },
  ],
}
