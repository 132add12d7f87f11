import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadInfraConfig } from '../lib/config';
import { addSddpStacks } from '../lib/sddp';

const app = new App();
addSddpStacks(app, loadInfraConfig(app));
// Every unacknowledged AwsSolutions error fails synth; acknowledgements sit next to their resources.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
