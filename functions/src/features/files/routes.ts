import type { AnyRoute } from '../../http/route.js';
import { deleteContractFile } from './files-delete.js';
import { downloadFile } from './files-download.js';
import { getBenefitImage } from './files-get-benefit-image.js';
import { getCustomerFiles } from './files-get-customer.js';
import { listContractFiles } from './files-list.js';
import { updateContractFileAccess } from './files-update-access.js';
import { uploadContractFile } from './files-upload.js';

export const filesRoutes: AnyRoute[] = [getCustomerFiles, downloadFile, getBenefitImage];

// Apart from the portal's routes: the table (routes.ts) lists the back office's after them.
export const filesBackOfficeRoutes: AnyRoute[] = [listContractFiles, uploadContractFile, deleteContractFile, updateContractFileAccess];
