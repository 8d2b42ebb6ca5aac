/** Entering the objective answers of machine-read homework (spec 01 §1 workType 4). */
export { MachineReadPage } from './components/machine-read-page';
