import {
  BellIcon,
  ChartColumnIcon,
  FileSpreadsheetIcon,
  Building2Icon,
  CircleIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  DatabaseIcon,
  FolderKanbanIcon,
  GridIcon,
  GaugeIcon,
  HandshakeIcon,
  HouseIcon,
  ListTreeIcon,
  type LucideIcon,
  PackageCheckIcon,
  ScrollTextIcon,
  UserCogIcon,
  UsersIcon,
  UsersRoundIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  '/dashboard': HouseIcon,
  '/user/list': UsersIcon,
  '/user/list1': UsersRoundIcon,
  '/userManage/list': UserCogIcon,
  '/auditMatrix/list': GridIcon,
  '/auditBreakdown/list': ListTreeIcon,
  '/delivery/requirements': ClipboardListIcon,
  '/delivery/mine': PackageCheckIcon,
  '/delivery/reviews': ClipboardCheckIcon,
  '/mechanism/list': Building2Icon,
  '/project/list': FolderKanbanIcon,
  '/dhmcManage/list': DatabaseIcon,
  '/log/list': ScrollTextIcon,
  '/datamationMaturityScore/list': GaugeIcon,
  '/message/list': BellIcon,
  '/device/contracts': FileSpreadsheetIcon,
  '/device/reports': ChartColumnIcon,
  '/user/partnerPlatform': HandshakeIcon,
};

export function menuIcon(path: string): LucideIcon {
  return ICONS[path] ?? CircleIcon;
}
