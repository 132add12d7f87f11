import { writeContracts, type NewContract } from '#domains/device/data/device-writes';
import { getOrg } from '#entities/org';
import { getProject } from '#entities/project';
import { demoPump, seedDemoPumps } from './pump-demo';

/** Demo contracts: (project, supplier, contract number, tag numbers drawn from the demo catalogue). */
const DEMO_CONTRACTS = [
  { projectId: 8001, supplierId: 101, contractNo: 'ZH-P-2024-001', contractName: '常减压装置机泵采购', tags: 12 },
  { projectId: 8001, supplierId: 102, contractNo: 'ZH-P-2024-002', contractName: '加氢装置屏蔽泵采购', tags: 6 },
  { projectId: 8002, supplierId: 101, contractNo: 'HN-P-2024-001', contractName: '乙烯装置离心泵采购', tags: 9 },
] as const;

/** The demo pump catalogue (600 pumps) and a few contracts with tag numbers, so every device screen has data. */
export async function seedDemoDevices(): Promise<void> {
  await seedDemoPumps();
  const plans: NewContract[] = [];
  let next = 0;
  for (const demo of DEMO_CONTRACTS) {
    const [project, supplier] = await Promise.all([getProject(demo.projectId), getOrg(demo.supplierId)]);
    if (!project || !supplier) continue;
    plans.push({
      projectId: project.id,
      projectName: project.projectName,
      supplierId: supplier.id,
      supplierName: supplier.orgName,
      contractNo: demo.contractNo,
      contractName: demo.contractName,
      tags: Array.from({ length: demo.tags }, (_, index) => {
        const n = next++;
        const pump = demoPump(n * 13);
        const other = index % 5 === 4;
        return {
          tagNumber: `P-${1101 + n}${'AB'[n % 2]}`,
          itemName: other ? '电动葫芦' : pump.name,
          pumpId: other ? 0 : pump.id,
          equipmentType: other ? 0 : pump.type,
          quantity: other ? 1 : 2,
        };
      }),
    });
  }
  await writeContracts(plans);
}
